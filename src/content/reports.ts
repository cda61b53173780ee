import { certificates } from "./certificates";
import { customerAddressWords } from "./portal";
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
    /** Below a withdrawal: it is no report to act on, whatever its due date said. */
    withdrawnHelp: `This report is no longer valid: do not rely on it. Ask us at ${site.email} if you need to know more.`,
    superseded: (reference: string) => `Superseded by ${reference}`,
    /** Below "Superseded by …": the newer report is the one in force, with its own dates. */
    supersededHelp: (reference: string) =>
      `${reference} replaced this report: rely on it instead, and on its dates.`,
    /** Replaced by a report not public (yet): it is not named. */
    supersededUnnamed: "Superseded by a newer report",
    supersededUnnamedHelp: `A newer report replaced this one: do not rely on this one. Ask us at ${site.email} for the current report.`,
    missing: "No such report",
    lookupMissing: "No report matches this ULR and code",
    notAccredited: "This report is not covered by NABL accreditation.",
    duePassed: "Due date passed",
    /** Only for a report in force: a superseded or withdrawn one is not to be acted on. */
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
      /** A PDF replaced after authorisation (issue 48): the version before and after. */
      pdf: "PDF",
      signatory: "Authorised signatory",
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
    /** The issued PDF carries the lab's digital seal (a PAdES signature a PDF reader shows). */
    sealed: (subject: string, date: string) => `Digitally sealed by ${subject} on ${date}`,
    sealedHelp:
      "Your PDF reader's signature panel shows the seal; it says the file is unchanged since it was sealed.",
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
    unsealed: (reference: string) =>
      `Not the issued file: this PDF is the unsealed copy ${reference} was authorised from. The issued PDF carries the lab's digital seal; download it from the report's page.`,
    openSealed: "Open the report's page for the sealed PDF",
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

/** "a, b or c". */
const orList = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : (values[0] ?? "");

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
      scope: "May",
      status: "Status",
    },
    scopeNames: { register: "register", issue: "issue" },
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
      scope: "What the token may do",
      scopes: {
        register:
          "Register reports: they arrive awaiting authorisation by a signatory on the desk (recommended)",
        issue:
          "Issue reports: the LIMS authorises, so its reports are public at once and it may amend them",
      },
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
      scope: "Choose what the token may do: register or issue.",
      unknownAction: "The desk did not understand that button.",
    },
  },
  api: {
    noToken: "Send the API token as Authorization: Bearer <token>.",
    badToken: "This token is unknown or revoked.",
    notFound: "No report with this ULR or report number.",
    tooLarge: "The body is larger than this call accepts.",
    unreadable: "The body could not be read.",
    notPdf: "Send the PDF itself with Content-Type: application/pdf.",
    notForm: "Send the fields as multipart/form-data.",
    notJson: "Send a JSON object.",
    reason: 'Give the reason as { "reason": "..." }.',
    by: 'Name the newer report as { "by": "<ULR>" }.',
    tooManyPdfs: "Send at most one file, named pdf.",
    amendScope:
      "This token may register reports but not amend issued ones; a signatory amends them on the desk, or use a token scoped to issue.",
    pdfScope:
      "This report is issued: its PDF changes only by a signatory's amendment. A signatory replaces it on the desk, or use a token scoped to issue (with ?signatory=…&reason=…).",
    pdfSignatory:
      "This report is issued: name the authorised signatory of the new PDF as ?signatory=… (and the reason as &reason=…).",
    pdfReason: "This report is issued: give the reason for the new PDF as &reason=….",
    amendNeedsPdf:
      "This report is issued: an amendment of what it prints comes with its corrected PDF in the same request. Send multipart/form-data with the changed fields, reason, signatory (optionally designation) and the part pdf.",
    amendSignatory:
      "This report is issued: name the authorised signatory of the amendment as the field signatory.",
    issueNeedsPdf:
      "A token scoped to issue issues the report at once, and a report is authorised only with its final PDF: send it in the same request, as the multipart part pdf.",
    issuedScope:
      "This token may register reports but not withdraw or supersede issued ones; a colleague does it on the desk, or use a token scoped to issue.",
    fields:
      'Send the changed fields as a JSON object, for example { "customer": "...", "reason": "..." }.',
  },
  import: {
    title: "Import reports",
    heading: "Import reports from a CSV file",
    intro:
      "One row per report, with a header row naming the columns as the API does (the template has them), and pdf naming the report's PDF in the zip or folder. Every row is checked first; if any is refused, nothing is imported and each problem is listed by row and column.",
    template: {
      link: "Download the template (CSV)",
      fileName: "reports-template.csv",
      heading: "The template and its columns",
      about:
        "The template's first row names the columns; keep it as it is. Its second row is a complete example with the next free ULR: it would import as it stands, so overwrite it with your first report or delete it. Save the file as CSV UTF-8.",
      caption: "The columns of the CSV file",
      required: "(required)",
      optional: "(optional)",
      /** A column added to the register later, before it has words here. */
      anyText: "text, as on the report",
      oneOf: (values: readonly string[]) => orList(values),
    },
    /** What to write in each column, read after "write": the template's notes and the refusals use it. */
    fields: {
      accredited:
        "yes (or leave it empty) for a report within the accredited scope, which has a ULR; no for one outside it, which has no ULR and is named by its report number",
      ulr: "the ULR as on the report, 18 characters such as TC114822600000042F (TC for a test report, CC for a calibration certificate; ULR- in front may be left out); empty for a report outside the accredited scope",
      reportNumber: "the lab's report or certificate number, for example MET/TR/2026/0042",
      kind: "test-report or calibration-certificate",
      discipline: "the discipline, for example Electrical",
      group: "the product group, for example Cables",
      customer: "the customer's name as on the report",
      itemDescription: "the item or instrument, as on the report",
      make: "the make, or leave it empty",
      model: "the model, or leave it empty",
      serialNumber: "the serial number, or leave it empty",
      standard: "the standard or method, for example IS 7098 (Part 2): 2011",
      issueDate: "a date as YYYY-MM-DD, for example 2026-11-20",
      dueDate:
        "a date as YYYY-MM-DD on or after the issue date (calibration certificates), or leave it empty",
      signatory:
        "leave it empty: an authorised signatory authorises each imported report on the desk and signs it with their name",
      customerEmail: customerAddressWords.csv,
      pdf: "the PDF's name in the zip or folder (a path such as pdfs/0042.pdf also works), or leave it empty",
    } as Partial<Record<string, string>>,
    /** The template's example row (the ULR, the kind and the dates are filled in when it is made). */
    example: {
      accredited: "yes",
      reportNumber: "MET/TR/2026/0042",
      discipline: "Electrical",
      group: "Cables",
      customer: "Narmada Cables Pvt Ltd, Pithampur",
      itemDescription: "XLPE power cable, 3C x 300 sq mm, 11 kV",
      make: "Narmada",
      model: "NX-300",
      serialNumber: "DRUM-2291",
      standard: "IS 7098 (Part 2): 2011",
    } as Partial<Record<string, string>>,
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
    importedTitle: "Reports imported",
    made: {
      heading: "The new reports",
      qrSvg: "QR code (SVG)",
      qrPng: "QR code (PNG)",
      of: (ulr: string) => ` of ${ulr}`,
      more: (count: number) =>
        `and ${count.toLocaleString("en-IN")} more: find them in the register.`,
      register: "Open the register",
    },
    refusedRows: (rows: number) =>
      `Nothing was imported: ${rows} ${rows === 1 ? "row" : "rows"} to fix first.`,
    refusedFile: "Nothing was imported: fix the file first.",
    refusedTitle: "Import refused",
    problemsLabel: "What to fix",
    moreProblems: (count: number) =>
      `and ${count.toLocaleString("en-IN")} more problems; fix these and check again to see the rest.`,
    problem: (row: number, column: string | null, text: string) =>
      column ? `Row ${row}, ${column}: ${text}` : `Row ${row}: ${text}`,
    held: {
      kept: (names: string[]) => `Your files are kept: ${names.join(", ")}`,
      more: (count: number) => `and ${count} more`,
      hint: "Fix the CSV file and choose it below, or check the kept files again as they are. They are kept for 24 hours, for your account only.",
      heading: "Check the kept files again",
      csv: "A corrected CSV file (optional)",
      csvHint: "It replaces the kept CSV file; the kept PDFs stay.",
      zip: "A replacement zip (optional)",
      zipHint: "It replaces the kept zip.",
      submit: "Check again",
      fresh: "Or start again with other files:",
    },
    /** The plain words of a refused cell, by what was wrong (lib/reports/importMessages.ts). */
    issues: {
      empty: (what: string | undefined) =>
        what ? `this is empty; write ${what}.` : "this is empty; fill it in.",
      write: (what: string) => `write ${what}.`,
      oneOf: (values: readonly string[]) => `write ${orList(values)}.`,
      tooLong: (max: number, has: number) => `write at most ${max} characters (this has ${has}).`,
      noSuchDay: (what: string | undefined) =>
        `there is no such day; write ${what ?? "a date as YYYY-MM-DD"}.`,
      ulrKind:
        "a ULR starting TC is a test-report and one starting CC a calibration-certificate; this row's ULR and kind disagree.",
      other: "this value is not accepted; see the columns' notes on the import page.",
    },
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
      duplicate: (row: number) => `the same ULR is also in row ${row}.`,
      inRegister: "this ULR is in the register already.",
      pdfMissing: (name: string) => `${name} is not in the zip or folder.`,
      pdf: (name: string, why: string) => `${name} is refused: ${why}`,
      heldGone:
        "The kept files are no longer here (they are kept for 24 hours, and until an import succeeds). Choose the files again.",
      heldTooLarge: (mb: number) =>
        `With the kept files the upload is larger than ${mb} MB; import in smaller parts.`,
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
      select: "Select",
      ulr: "ULR or report number",
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
    /** A report awaiting authorisation without its final PDF: a signatory cannot authorise it yet. */
    noPdfToAuthorise: "none yet: attach it before authorising",
    checked: (n: number) => `checked ${n} ${n === 1 ? "time" : "times"}`,
    notAccredited: "Not accredited",
    needsPdf: "Needs final PDF",
    todo: "To do",
    awaitingLink: (n: number) => `Awaiting authorisation (${n.toLocaleString("en-IN")})`,
    needsPdfLink: (n: number) => `Needs final PDF (${n.toLocaleString("en-IN")})`,
    select: (reference: string) => `Select ${reference}`,
    selectAll: "Select all on this page",
    selectNone: "Clear the selection",
    selection: "QR codes of the selected reports",
    selectionHint: (max: number) =>
      `Tick reports on this page (at most ${max}), then download their QR codes. Withdrawn and superseded reports have none to print.`,
    downloadZip: "Download QR codes (zip)",
    downloadLabels: "Download labels (A4 PDF)",
  },
  /** The selected reports' QR codes (/desk/reports/qr-codes). */
  qrCodes: {
    title: "QR codes not made",
    heading: "The QR codes could not be made",
    problems: {
      none: "No report was selected. Tick the reports whose QR codes you need.",
      "too-many": (max: number) =>
        `At most ${max} reports at once. Select fewer and download them in parts.`,
      unknown: (references: string) => `Not in the register: ${references}.`,
      "not-current": (references: string) =>
        `Withdrawn or superseded, so their QR codes are not printed again: ${references}. Clear them from the selection.`,
      format: "Choose the zip of QR codes or the A4 labels.",
      busy: "The server is busy making other files. Try again in a minute.",
    },
    back: "Back to the register",
    zipName: "QR-codes.zip",
    labelsName: "QR-labels.pdf",
    /** Printed under each label's reference. */
    labelCode: (code: string) => `Code ${code}`,
    labelsTitle: "QR code labels",
  },
  /** A signatory authorising the ticked reports of the list at once (/desk/reports/authorise). */
  bulkAuthorise: {
    button: "Authorise selected",
    hint: "Authorise selected: each ticked report awaiting authorisation that someone else registered is issued with its final PDF, signed with your name. Check each one first; a report without its final PDF is skipped and said so.",
    withoutPdf: (n: number) =>
      `${n} ${n === 1 ? "report" : "reports"} awaiting authorisation on this page ${n === 1 ? "has" : "have"} no final PDF yet (PDF: none yet), so ${n === 1 ? "it is" : "they are"} not authorised.`,
    title: "Reports authorised",
    heading: "Authorising the selected reports",
    authorised: (n: number) =>
      `${n} ${n === 1 ? "report is" : "reports are"} authorised and public now.`,
    skipped: (n: number) => `${n} ${n === 1 ? "report was" : "reports were"} not authorised:`,
    /** After the skipped report's name. */
    skippedBecause: (reason: string) => `: ${reason}`,
    none: "No report was selected. Tick the reports to authorise.",
    tooMany: (max: number) => `At most ${max} reports at once.`,
    back: "Back to the reports awaiting authorisation",
  },
  statuses: {
    "awaiting-authorisation": "Awaiting authorisation",
    issued: "Issued",
    withdrawn: "Withdrawn",
    superseded: "Superseded",
  },
  duePassed: "due date passed",
  /** Said with a status, for a certificate past its due date. */
  duePassedBadge: "Due date passed",
  query: {
    title: "Filter not understood",
    heading: "This filter cannot be used",
    wrong: {
      page: "The page number is not a page of the register.",
      status: "The status is not one of awaiting authorisation, issued, withdrawn or superseded.",
      kind: "The kind is not test report or calibration certificate.",
      pdf: "The PDF filter can only show the reports that need their final PDF.",
      select: "The selection can only be all reports on the page.",
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
    customerEmail: customerAddressWords.label,
    customerEmailHint: customerAddressWords.hint,
  },
  newPage: {
    title: "New report",
    heading: "Put a report in the register",
    intro:
      'The report\'s QR code and verification link exist as soon as it is saved: put them on the report, finalise it and attach the final PDF. It is public only once an authorised signatory other than you authorises it; until then the verification page says "Not issued yet".',
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
    replaced: (version: number) =>
      `The PDF is replaced by version ${version}; the amendment is recorded and the verification page shows it.`,
    withdrawn: "The report is withdrawn.",
    superseded: "The report is marked as superseded.",
    authorised: "The report is authorised: it is public now.",
    edited: "The details are saved.",
    unchanged: "Nothing was changed.",
    amended: "The amendment is recorded; the verification page shows it.",
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
      issued:
        "This report is issued: its PDF changes only by an amendment, which an authorised signatory other than the person who registered it makes (Replace the PDF).",
    },
    /** An issued report's PDF replaced by a signatory, as an amendment (issue 48). */
    replacePdf: {
      heading: "Replace the PDF",
      hint: "The report is issued, so a new PDF is an amendment (ISO/IEC 17025 7.8.8): give the reason. It becomes the authentic PDF at once, signed with your name and designation; the verification page shows the amendment, and the earlier versions are kept.",
      file: "Corrected final PDF",
      reason: "Reason for the new PDF",
      submit: "Replace the PDF",
      notSignatory:
        "An issued report's PDF changes only by an amendment, which an authorised signatory (a colleague with the signatory role) makes.",
      ownReport: (who: string) =>
        `You registered this report (${who}), so another authorised signatory replaces its PDF.`,
      reasonMissing: "reason: Say why the PDF is replaced.",
      noName:
        "Your account has no name to sign with yet: enter your name and designation on Your account (in the desk's menu); an administrator confirms them on the Accounts page.",
    },
    stamp: {
      heading: "Stamp the QR onto a PDF",
      hint: "For a report template without a place for the QR code: upload the draft PDF and get it back with the QR codes (NABL's and the lab's for a report within the accredited scope, the lab's alone otherwise), the verification address, the reference and the code at the bottom right of page 1. It is not attached; finalise it, then attach the final PDF.",
      file: "Draft PDF",
      submit: "Stamp and download",
    },
    readOnly:
      "You may read this report and download its QR code and PDF; changing it is for the register's staff and signatories.",
    review: {
      awaiting: (who: string, when: string) =>
        `Registered by ${who} on ${when}. It is not public yet: the verification page says "Not issued yet" until an authorised signatory other than ${who} authorises it.`,
      authorisedBy: (name: string, designation: string, when: string) =>
        `Authorised by ${name}${designation ? `, ${designation}` : ""} on ${when}.`,
      issuedByToken: (token: string, when: string) =>
        `Issued at once by the LIMS through the API token ${token} on ${when} (a token scoped to issue).`,
      notAccredited: "Outside the accredited scope: no ULR, no NABL QR code.",
    },
    authorise: {
      heading: "Authorise",
      hint: "Check the details and the final PDF against the report. Authorising makes the report public: its QR code and code then show it as authentic, signed with your name and designation.",
      submit: "Authorise the report",
      ownReport: (who: string) =>
        `You registered this report (${who}), so another authorised signatory authorises it.`,
      notSignatory: "An authorised signatory (a colleague with the signatory role) authorises it.",
      noPdf:
        "It has no final PDF yet: attach the final PDF first, then authorise it (what is authorised is the PDF the world sees).",
      /** An account made before signatories were asked for it at once (issue 48). */
      noName:
        "Your account has no name to sign with yet: enter your name and designation on Your account (in the desk's menu); an administrator confirms them on the Accounts page.",
    },
    edit: {
      heading: "Correct the details",
      hint: "Until the report is authorised its details can be changed freely. The ULR, the kind and the accreditation stay as registered; if one of them is wrong, withdraw this record and register the report again.",
      submit: "Save the details",
    },
    amend: {
      heading: "Amend the report",
      hint: "An issued report's details change only by an amendment (ISO/IEC 17025 7.8.8): give the reason and attach the corrected final PDF, which prints them. The verification page shows the amendment and what changed, and every earlier value and PDF version is kept.",
      reason: "Reason for the amendment",
      submit: "Amend the report",
      onlySignatory: "Only an authorised signatory can amend an issued report.",
      pdf: "Corrected final PDF (with the amended details)",
      pdfMissing:
        "pdf: Attach the corrected final PDF: the report's PDF prints these details, so it changes in the same amendment.",
      reasonMissing: "reason: Say why the report is amended.",
    },
    amendments: {
      heading: "Amendments",
      caption: "Amendments of this report, newest first",
      when: (when: string, who: string) => `${when}, by ${who}`,
      change: (field: string, from: string, to: string) =>
        `${field}: ${from || "(empty)"} → ${to || "(empty)"}`,
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
      noNablQr:
        "This report is within the accredited scope, so its stamp needs NABL's QR code beside the lab's, and none has been uploaded yet. An administrator uploads it once on the desk (NABL QR code); then stamp again.",
      unknownAction: "The desk did not understand that button.",
    },
  },
  /**
   * The lab's digital seal on every issued PDF (lib/reports/seal.ts, README "Digital seal"): the
   * signature's reason, and what the desk and the server's log say about the certificate.
   */
  seal: {
    /** The signature's /Reason: who authorised the report, and which report. */
    reason: (name: string, designation: string, reference: string) =>
      `Authorised by ${name}${designation ? ` (${designation})` : ""} — ${reference}`,
    sealedBy: (subject: string, when: string) => `Digitally sealed by ${subject} on ${when}.`,
    /** A report issued while no certificate was set up (its current PDF carries no seal). */
    unsealed:
      "Issued unsealed: the lab's document-signing certificate is not set up (README: Digital seal).",
    /** A report issued unsealed before the certificate was set up. */
    unsealedEarlier:
      "Issued unsealed: this PDF was issued before the lab's document-signing certificate was set up, so it carries no digital seal.",
    /** The list, while no certificate is set up. */
    off: "Reports are issued unsealed: the lab's document-signing certificate is not set up (README: Digital seal).",
    /** The list and every refused authorisation, while the setting cannot be used. */
    broken: (problem: string) =>
      `The lab's digital seal cannot be applied: ${problem} Until an administrator fixes it (README: Digital seal), reports are not authorised or issued.`,
    on: (subject: string, until: string) =>
      `Issued PDFs carry the lab's digital seal (${subject}, certificate valid until ${until}).`,
    problems: {
      unreadableFile: (setting: string, path: string) =>
        `the file ${path} named by ${setting} cannot be read.`,
      onlyOne:
        "REPORT_SEAL_P12 and REPORT_SEAL_PASSWORD_FILE are set together: one of them is missing.",
      password:
        "the PKCS#12 file cannot be opened with the password in REPORT_SEAL_PASSWORD_FILE (wrong password, or not a PKCS#12 file).",
      noKey: "the PKCS#12 file holds no RSA private key with its certificate.",
      expired: (date: string) => `the certificate expired on ${date}.`,
      notYet: (date: string) => `the certificate is valid only from ${date}.`,
    },
    /** A PDF the seal could not be added to (it was checked on upload, so rarely). */
    unreadable:
      "The lab's digital seal could not be added to this PDF: it could not be read through. Save or print it to a new PDF, attach it again and authorise it.",
    busy: "The server is busy sealing other reports. Try again in a minute.",
    /** The PDF changed while it was being sealed. */
    changed: "The report's PDF changed while it was being sealed. Check it and authorise it again.",
  },
  /** What the stamp prints on page 1 (lib/reports/stampPdf.ts): legible at 100 % print, no long link. */
  stamp: {
    verifyAt: "Verify this report at",
    code: (code: string) => `Code: ${code}`,
    /** The small words over each QR code. */
    nablLabel: "NABL",
    labLabel: "Verify",
  },
};

/** The administrators' page for NABL's QR code (/desk/nabl-qr), printed beside the lab's own on accredited reports. */
export const nablQrDesk = {
  nav: "NABL QR code",
  title: "NABL QR code",
  heading: "NABL's QR code for accredited reports",
  intro:
    "NABL asks for two QR codes on every report with accredited results: NABL's own, copied from the lab's accreditation certificate (it leads to the certificate and scope), and the lab's own (it opens the report's verification page). Upload NABL's QR code here once; Stamp and download on a report's page then prints both. A report outside the accredited scope gets the lab's QR code alone.",
  current: "In use now",
  none: "No NABL QR code has been uploaded yet. Until one is, accredited reports cannot be stamped.",
  alt: "NABL's QR code as it is printed on stamped reports",
  uploadedBy: (who: string, when: string) => `Uploaded by ${who} on ${when}`,
  chosenBy: (who: string, when: string) => `Chosen by ${who} on ${when}`,
  upload: {
    heading: "Upload NABL's QR code",
    hint: "Crop the QR code from the accreditation certificate (a scan or the PDF) and save it as a picture. The server checks it and keeps a clean copy; the one in use now stays listed below.",
    file: "NABL QR code (PNG or JPEG, from the accreditation certificate)",
    submit: "Upload and use",
  },
  earlier: {
    heading: "Earlier uploads",
    hint: "Uploaded the wrong picture? Use an earlier one again.",
    none: "None.",
    use: "Use this one again",
    useLabel: (when: string) => `Use the QR code uploaded on ${when} again`,
    alt: (when: string) => `QR code uploaded on ${when}`,
  },
  done: {
    uploaded: "NABL's QR code is uploaded and will be printed on accredited reports from now on.",
    chosen: "The earlier QR code is in use again.",
  },
  errors: {
    noFile: "Choose the picture of NABL's QR code.",
    tooLarge: (mb: number) => `This file is larger than ${mb} MB. Crop it to the QR code alone.`,
    notImage: "This file is not a PNG or JPEG picture.",
    unreadable: "This picture could not be read. Save it again as PNG or JPEG and try again.",
    tooManyPixels: (most: number) =>
      `This picture is more than ${most} pixels on a side. Crop it to the QR code alone.`,
    tooSmall: (least: number) =>
      `This picture is smaller than ${least} pixels on a side: too small to print sharp. Use a larger scan.`,
    notSquare: "This picture is far from square. Crop it to the QR code alone.",
    unknown: "That earlier upload is not on the server any more.",
    busy: "The server is busy checking other files. Please try again in a minute.",
    unknownAction: "The desk did not understand that button.",
    unchecked:
      "This picture could not be checked in time. Crop it to the QR code alone and try again.",
  },
};
