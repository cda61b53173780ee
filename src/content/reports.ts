import { certificates } from "./certificates";
import { site } from "./site";

/**
 * The kinds of report the lab issues, and the accreditation each falls under.
 * A ULR (NABL 133) starts with the kind's prefix and the digits of that
 * accreditation certificate's number (TC-11482 -> "TC11482").
 */
export const REPORT_KINDS = ["test-report", "calibration-certificate"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const certificateNumbered = (number: string) => {
  const found = certificates.find((c) => c.number === number);
  if (!found) throw new Error(`No certificate ${number} in content/certificates.ts`);
  return found;
};

export const reportKinds: Record<
  ReportKind,
  { name: string; prefix: "TC" | "CC"; accreditation: ReturnType<typeof certificateNumbered> }
> = {
  "test-report": {
    name: "Test report",
    prefix: "TC",
    accreditation: certificateNumbered("TC-11482"),
  },
  "calibration-certificate": {
    name: "Calibration certificate",
    prefix: "CC",
    accreditation: certificateNumbered("CC-3907"),
  },
};

/** Where NABL publishes a laboratory's scope (the verification page links to it). */
export const nablScopeUrl = "https://nabl-india.org/";

/** The way to /verify from the header's "More" menu, the footer and the accreditation section. */
export const verifyLink = {
  text: "Verify a Report",
  href: "/verify",
  /** Under the accreditation badges on the home page. */
  note: "Every test report and calibration certificate we issue carries a QR code and a ULR. Scan it, or type the ULR and code, to see that the report is ours, current and unaltered.",
  action: "Verify a report",
};

export const verify = {
  title: "Verify a report",
  heading: "Verify a report or certificate",
  description: `Check that a test report or calibration certificate was issued by ${site.name}, is current and is unaltered.`,
  intro: [
    `Every test report and calibration certificate ${site.name} issues carries a QR code and a ULR (its unique NABL number). Scan the QR code with a phone camera: it opens this report's page on our own site.`,
    "No camera at hand? Type the ULR and the 8-character verification code printed beside the QR code.",
  ],
  form: {
    heading: "Look up a report",
    ulr: "ULR",
    ulrHint: "As printed on the report, for example ULR-TC114822600000042F",
    code: "Verification code",
    codeHint:
      "8 characters beside the QR code. Without it you only see whether the report exists and its status.",
    submit: "Check report",
    errors: {
      ulr: "Enter the ULR as printed on the report.",
      code: "The verification code has 8 letters and digits.",
      tooMany: "Too many checks from your connection. Please wait a minute and try again.",
    },
  },
  result: {
    existsOnly:
      "This ULR is in our register. Enter the verification code printed beside the QR code to see the report and its PDF.",
    missingHelp: `We have no report with this ULR and code. Check both against the paper; if they are right, the report was not issued by ${site.name}. Please tell us at ${site.email}.`,
  },
  status: {
    issued: `Authentic report issued by ${site.name}`,
    withdrawn: (date: string, reason: string) => `Withdrawn on ${date}: ${reason}`,
    superseded: (ulr: string) => `Superseded by ${ulr}`,
    missing: "No such report",
    duePassed: "Due date passed",
    duePassedHelp: (date: string) =>
      `The calibration was due on ${date}; the instrument should be recalibrated.`,
  },
  details: {
    heading: "Report details",
    ulr: "ULR",
    reportNumber: "Report number",
    kind: "Kind",
    issueDate: "Issued on",
    dueDate: "Calibration due",
    item: "Item",
    customer: "Customer",
    signatory: "Authorised signatory",
    accreditation: "NABL accreditation",
    scope: "See the scope of accreditation",
    standard: "Standard or method",
    supersedes: "Replaces",
    supersededBy: "Replaced by",
    openNewer: "Open the report that replaced it",
  },
  pdf: {
    heading: "The authentic PDF",
    view: "View or download the PDF",
    hash: "SHA-256 of the PDF",
    hashHelp: "A copy you received is unaltered when its SHA-256 is exactly this.",
    none: "The PDF of this report has not been put in the register yet.",
    version: (n: number) => `version ${n}`,
  },
  check: {
    heading: "Check a PDF you received",
    intro:
      "Choose the PDF: your browser computes its fingerprint (SHA-256) and we say whether it is exactly a report we issued. The file never leaves your device.",
    label: "PDF to check",
    working: "Checking…",
    match: (ulr: string) => `This PDF is exactly ${ulr}, as we issued it.`,
    older: (ulr: string, version: number, latest: number) =>
      `This PDF is version ${version} of ${ulr}; version ${latest} replaced it.`,
    noMatch: `This PDF does not match any report we issued. It may have been changed, even by one character. Ask the sender for the original or write to ${site.email}.`,
    open: "Open the report's page",
    needsScript:
      "Checking a PDF needs JavaScript in your browser. You can still look a report up above.",
    failed: "The check could not be completed. Please try again.",
  },
  another: "Check another report",
};
