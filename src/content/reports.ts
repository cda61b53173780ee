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
    "No camera at hand? Type the ULR (a report outside our NABL scope has a report number instead) and the 8-character verification code printed beside the QR code.",
  ],
  form: {
    heading: "Look up a report",
    ulr: "ULR or report number",
    ulrHint:
      "As printed on the report, for example ULR-TC114822600000042F, or the report number of a report without a ULR",
    code: "Verification code",
    codeHint: "The 8 letters and digits printed beside the QR code",
    submit: "Check report",
    errors: {
      ulr: "Enter the ULR or the report number as printed on the report.",
      code: "The verification code has 8 letters and digits.",
      tooMany: "Too many checks from your connection. Please wait a minute and try again.",
    },
  },
  result: {
    /** A ULR or report number without its code: the same line whether or not the report exists. */
    needsCode:
      "Enter the verification code printed beside the QR code as well: a report is shown only with its code.",
    missingHelp: `We have no report with this ULR and code. Check both against the paper; if they are right, the report was not issued by ${site.name}. Please tell us at ${site.email}.`,
    qrMissingHelp: `This QR code does not open a report in our register. If it is printed on a report, that report was not issued by ${site.name}. Please tell us at ${site.email}.`,
  },
  status: {
    issued: `Authentic report issued by ${site.name}`,
    awaiting: "Not issued yet",
    awaitingHelp: `${site.name} has registered this report, but an authorised signatory has not approved it yet. Until then it is not an issued report: do not rely on it. Ask us at ${site.email} if you need it.`,
    withdrawn: (date: string, reason: string) => `Withdrawn on ${date}: ${reason}`,
    superseded: (reference: string) => `Superseded by ${reference}`,
    missing: "No such report",
    lookupMissing: "No report matches this ULR and code",
    notAccredited: "This report is not covered by NABL accreditation.",
    duePassed: "Due date passed",
    duePassedHelp: (date: string) =>
      `The calibration was due on ${date}; the instrument should be recalibrated.`,
  },
  amendments: {
    heading: (date: string, reason: string) => `Amended on ${date}: ${reason}`,
    change: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
    empty: "(blank)",
    /** The details a correction may change, as a visitor reads them. */
    fields: {
      reportNumber: "Report number",
      discipline: "Discipline",
      group: "Group",
      customer: "Customer",
      itemDescription: "Item",
      make: "Make",
      model: "Model",
      serialNumber: "Serial number",
      standard: "Standard or method",
      issueDate: "Issue date",
      dueDate: "Calibration due",
    },
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
    match: (reference: string) =>
      `Authentic and current: this PDF is exactly ${reference} as we issued it.`,
    older: (reference: string, version: number, latest: number) =>
      `An older version of ${reference}: this PDF is version ${version}, and version ${latest} replaced it.`,
    withdrawn: (reference: string, date: string) =>
      `Withdrawn on ${date}: this PDF is ${reference}, which we withdrew. Do not rely on it.`,
    withdrawnReason: (reason: string) => `Reason: ${reason}`,
    superseded: (reference: string, newer: string) =>
      `Superseded by ${newer}: this PDF is ${reference}, which the newer report replaced. Do not rely on it.`,
    awaiting: (reference: string) =>
      `Not issued yet: this PDF is ${reference}, which an authorised signatory has not approved. It is not an issued report; do not rely on it.`,
    noMatch: `This PDF does not match any report we issued. It may have been changed, even by one character. Ask the sender for the original or write to ${site.email}.`,
    notPdf:
      "This file is not a PDF. Choose the report's PDF file (a photo or scan of a report cannot be checked here).",
    open: "Open the report's page",
    openCurrent: "Open the report's page for the current version",
    openNewer: (reference: string) => `Open ${reference}, the report that replaced it`,
    needsScript:
      "Checking a PDF needs JavaScript in your browser. You can still look a report up above.",
    failed: "The check could not be completed. Please try again.",
    tooMany: "Too many checks from your connection. Please wait a minute and try again.",
  },
  another: "Check another report",
};

/** The register's API for the lab's LIMS, its tokens and the bulk import (desk, staff-facing). */
export const lims = {
  nav: { tokens: "API tokens", import: "Import reports" },
  tokens: {
    title: "API tokens",
    heading: "API tokens for the LIMS",
    intro:
      "A token lets the lab's LIMS put reports in the register through the API (/api/reports). It is shown once when it is made; only its fingerprint is kept. Revoke a token the moment it may have leaked: calls with it stop at once.",
    columns: {
      name: "Name",
      created: "Created",
      lastUsed: "Last used",
      status: "Status",
    },
    createdBy: (who: string) => `by ${who}`,
    never: "Never",
    active: "In use",
    revoked: (date: string, who: string) => `Revoked ${date} by ${who}`,
    none: "No tokens yet.",
    create: {
      heading: "Create a token",
      name: "Name",
      nameHint:
        "Which system uses it, for example lims-main. Letters, digits, dot, dash, underscore.",
      submit: "Create a token",
    },
    shown: {
      heading: (name: string) => `Token ${name} created`,
      warning:
        "Copy this token now and put it in the LIMS: it is not shown again. If it is lost, revoke it and create another.",
      label: "The new token",
    },
    revoke: {
      action: "Revoke",
      label: (name: string) => `Revoke ${name}`,
      heading: (name: string) => `Revoke the token ${name}?`,
      body: "Every call with this token is refused from then on. This cannot be undone; a new token can be created instead.",
      confirm: "Yes, revoke it",
      cancel: "Keep it",
      done: (name: string) => `The token ${name} is revoked.`,
    },
    errors: {
      name: "A name is 1 to 60 letters, digits, dots, dashes or underscores.",
      taken: (name: string) => `A token named ${name} exists already (revoked names stay taken).`,
      unknown: (name: string) => `There is no token named ${name}.`,
      alreadyRevoked: (name: string) => `The token ${name} is revoked already.`,
    },
  },
  api: {
    noToken: "Send the API token as Authorization: Bearer <token>.",
    badToken: "This token is unknown or revoked.",
    notFound: "No report with this ULR.",
    tooLarge: "The body is larger than this call accepts.",
    unreadable: "The body could not be read.",
    notPdf: "Send the PDF itself with Content-Type: application/pdf.",
    notForm: "Send the fields as multipart/form-data.",
    notJson: "Send a JSON object.",
    reason: 'Give the reason as { "reason": "..." }.',
    by: 'Name the newer report as { "by": "<ULR>" }.',
    tooManyPdfs: "Send at most one file, named pdf.",
  },
  import: {
    title: "Import reports",
    heading: "Import reports from a CSV file",
    intro:
      "One row per report, with a header row naming the columns as the API does: ulr, reportNumber, kind, discipline, group, customer, itemDescription, make, model, serialNumber, standard, issueDate, dueDate, signatory, and pdf (the PDF's file name). Every row is checked first; if any is refused, nothing is imported and the rows are listed with the reason.",
    zip: {
      heading: "A CSV file and a zip of the PDFs",
      csv: "CSV file (UTF-8)",
      zip: "Zip of the PDFs (optional)",
      submit: "Check and import",
    },
    folder: {
      heading: "Or a folder with the CSV file and the PDFs",
      folder: "Folder",
      hint: "The folder holds one .csv file; the pdf column names PDFs inside it.",
      submit: "Check and import the folder",
    },
    imported: (count: number, pdfs: number) =>
      `${count} ${count === 1 ? "report" : "reports"} imported, ${pdfs} with a PDF.`,
    refusedHeading: (count: number) =>
      `Nothing was imported: ${count} ${count === 1 ? "problem" : "problems"} to fix first.`,
    refusedCaption: "Refused rows and why",
    columns: { row: "Row", ulr: "ULR", reason: "Why it was refused" },
    wholeFile: "File",
    errors: {
      noCsv: "Choose the CSV file (or a folder with exactly one .csv file in it).",
      manyCsv: "The folder holds more than one .csv file; keep only the one to import.",
      csv: (why: string) => `The CSV file could not be read: ${why}`,
      empty: "The CSV file holds no rows.",
      tooManyRows: (max: number) => `At most ${max} rows at once; split the file.`,
      columns: (names: string[]) => `These columns are missing: ${names.join(", ")}.`,
      unknownColumns: (names: string[]) => `These columns are not known: ${names.join(", ")}.`,
      zip: "The zip file could not be read.",
      zipEntry: (name: string) => `${name} in the zip is larger than a report's PDF may be.`,
      zipDuplicate: (name: string) => `The zip holds ${name} twice; keep one file of each name.`,
      zipExpands: (name: string) =>
        `${name} in the zip unpacks to far more than its size says; make the zip again from the PDFs.`,
      zipUnchecked: "The zip could not be unpacked in time; import in smaller parts.",
      tooLarge: (mb: number) => `The upload is larger than ${mb} MB; import in smaller parts.`,
      upload: "The upload could not be read. Please try again.",
      duplicate: (row: number) => `The same ULR is also in row ${row}.`,
      inRegister: "This ULR is in the register already.",
      pdfMissing: (name: string) => `The PDF ${name} is not in the zip or folder.`,
      pdf: (name: string, why: string) => `${name}: ${why}`,
    },
  },
};

/** Words of the register on the desk (/desk/reports, role `reports`): staff-facing. */
export const registerDesk = {
  nav: "Reports",
  list: {
    title: "Register of issued reports",
    heading: "Register of issued reports",
    newReport: "New report",
    filters: "Filter the register",
    filtersOn: "(on)",
    search: "Search",
    searchHint: "ULR, report number or customer",
    status: "Status",
    anyStatus: "Any status",
    kind: "Kind",
    anyKind: "Any kind",
    apply: "Show",
    clear: "Clear",
    total: (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "report" : "reports"}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous page",
    next: "Next page",
    empty: "No report in the register matches.",
    columns: {
      ulr: "ULR",
      reportNumber: "Report number",
      kind: "Kind",
      customer: "Customer",
      issueDate: "Issued",
      status: "Status",
      checks: "Checks",
      pdf: "PDF",
    },
    pdfVersion: (n: number) => `version ${n}`,
    noPdf: "none",
    checked: (n: number) => `checked ${n} ${n === 1 ? "time" : "times"}`,
  },
  statuses: {
    "awaiting-authorisation": "Awaiting authorisation",
    issued: "Issued",
    withdrawn: "Withdrawn",
    superseded: "Superseded",
  },
  duePassed: "due date passed",
  query: {
    title: "Filter not understood",
    heading: "This filter cannot be used",
    wrong: {
      page: "The page number is not a page of the register.",
      status: "The status is not one of issued, withdrawn or superseded.",
      kind: "The kind is not test report or calibration certificate.",
    },
    back: "Back to the register",
  },
  fields: {
    accredited: "Within the accredited scope",
    accreditedHint:
      "Yes: the report carries a ULR and NABL's QR code. No: it is named by its report number and says it is not covered by NABL accreditation.",
    accreditedYes: "Yes, within the scope (has a ULR)",
    accreditedNo: "No, outside the scope (no ULR)",
    ulr: "ULR",
    ulrHint:
      "18 characters after ULR-; the next free number of the chosen kind is filled in. Change it if the report carries another.",
    reportNumber: "Report number",
    kind: "Kind",
    discipline: "Discipline",
    group: "Group",
    customer: "Customer",
    itemDescription: "Item or instrument",
    make: "Make",
    model: "Model",
    serialNumber: "Serial number",
    standard: "Standard or method",
    issueDate: "Issue date",
    dueDate: "Calibration due date",
    dueDateHint: "Calibration certificates only, if the certificate gives one.",
    signatory: "Authorised signatory",
  },
  newPage: {
    title: "New report",
    heading: "Put a report in the register",
    intro:
      "The report's QR code and verification link exist as soon as it is saved: put them on the report, finalise it, then attach the final PDF.",
    errors: "The report was not saved. Please correct:",
    submit: "Save the report",
    back: "Back to the register",
  },
  view: {
    title: (ulr: string) => ulr,
    notFound: "No such report",
    notFoundBody: "There is no report with this ULR in the register.",
    back: "Back to the register",
    created: "The report is in the register. Its QR code and link are below.",
    attached: (version: number) => `The PDF is attached as version ${version}.`,
    withdrawn: "The report is withdrawn.",
    superseded: "The report is marked as superseded.",
    status: "Status",
    withdrawnOn: (date: string, reason: string) => `Withdrawn on ${date}: ${reason}`,
    supersededBy: "Superseded by",
    supersedes: "Supersedes",
    details: "Details",
    verification: "Verification",
    link: "Verification link",
    code: "Verification code",
    qr: "QR code",
    qrAlt: (ulr: string) => `QR code of ${ulr}, opening its verification page`,
    qrSvg: "QR as SVG",
    qrPng: "QR as PNG (600 dpi)",
    checks: "Checked",
    checkedTimes: (n: number) => `${n} ${n === 1 ? "time" : "times"}`,
    lastChecked: (when: string) => `last on ${when}`,
    neverChecked: "not yet",
    createdBy: (who: string, when: string) => `Put in the register by ${who} on ${when}`,
    pdfs: "PDF versions",
    noPdfs: "No PDF attached yet.",
    pdfColumns: {
      version: "Version",
      sha256: "SHA-256",
      size: "Size",
      added: "Added",
      download: "Download",
    },
    addedBy: (who: string, when: string) => `${who}, ${when}`,
    download: (n: number) => `Download version ${n}`,
    attach: {
      heading: "Attach the final PDF",
      hint: "The finished report with its QR code, as issued. A PDF already attached stays as an older version.",
      file: "Final PDF",
      submit: "Attach the PDF",
    },
    stamp: {
      heading: "Stamp the QR onto a PDF",
      hint: "For a report template without a place for the QR code: upload the draft PDF and get it back with the QR code, the link and the code at the bottom right of page 1. It is not attached; finalise it, then attach the final PDF.",
      file: "Draft PDF",
      submit: "Stamp and download",
    },
    withdraw: {
      heading: "Withdraw",
      hint: "The verification page will say the report is withdrawn, with this reason. Nothing is deleted.",
      reason: "Reason",
      confirm: "I confirm this report is withdrawn.",
      submit: "Withdraw the report",
    },
    supersede: {
      heading: "Superseded by",
      hint: "The newer report that replaces this one (it must be in the register already).",
      by: "ULR of the newer report",
      submit: "Mark as superseded",
    },
    errors: {
      noFile: "Choose a PDF file.",
      confirm: "Tick the box to confirm the withdrawal.",
      unreadable: "This PDF could not be read. Save or print it to a new PDF and try again.",
      encrypted: "This PDF is password-protected. Upload a copy without a password.",
      tooManyPages: (most: number) =>
        `This PDF has more than ${most} pages. Stamp the QR onto the report's first pages alone, then attach the whole report.`,
    },
  },
  stamp: {
    verify: "Verify this report:",
    code: (code: string) => `Code: ${code}`,
  },
};
