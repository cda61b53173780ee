import { RegisterError } from "./registerError";

export { RegisterError };
import { timingSafeEqual } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { registerDesk, type ReportKind } from "@/content/reports";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { setCustomerEmails } from "./customerEmails";
import { storePdf } from "./pdfStore";
import { requireSealWhenSetUp, type IssuedPdf, type SealFor, type SealRecord } from "./seal";
import { reportInputSchema, type ReportFields, type ReportInput } from "./schema";
import { newVerifyCode, newVerifyToken, normaliseCode } from "./tokens";
import { displayUlr, formatUlr, normaliseUlr, parseUlr } from "./ulr";

type Row = Record<string, SQLOutputValue>;

/** Where a report stands; "awaiting-authorisation" until a second person (a signatory) authorises it. */
export const REPORT_STATUSES = [
  "awaiting-authorisation",
  "issued",
  "withdrawn",
  "superseded",
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface Report extends Omit<ReportFields, "ulr" | "accredited" | "customerEmail"> {
  id: number;
  /**
   * The register's key for this report: its ULR (without "ULR-") when it is
   * within the accredited scope, else its report number in upper case.
   * Links, lookups and the API name a report by it.
   */
  reference: string;
  /** The ULR, for a report within the accredited scope only. */
  ulr: string | null;
  accredited: boolean;
  token: string;
  code: string;
  status: ReportStatus;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  supersededBy: string | null;
  /** The report this one replaced, if any (the link back). */
  supersedes: string | null;
  createdAt: string;
  createdBy: string;
  /** When and by whom it was authorised (a signatory's e-mail, or "api:NAME" for an issuing token). */
  authorisedAt: string | null;
  authorisedBy: string | null;
  signatoryDesignation: string;
  checks: number;
}

export interface PdfVersion {
  version: number;
  sha256: string;
  size: number;
  addedAt: string;
  addedBy: string;
  /** The lab's digital seal on this version (lib/reports/seal.ts): who (the certificate's subject) and when. */
  sealedBy: string | null;
  sealedAt: string | null;
}

const text = (v: SQLOutputValue | undefined) => (v === null || v === undefined ? null : String(v));

function statusOf(r: Row): ReportStatus {
  const stored = String(r.status) as ReportStatus;
  return stored === "issued" && r.authorised_at === null ? "awaiting-authorisation" : stored;
}

function toReport(r: Row, supersedes: string | null): Report {
  const accredited = Number(r.accredited) === 1;
  return {
    id: Number(r.id),
    reference: String(r.ulr),
    ulr: accredited ? String(r.ulr) : null,
    accredited,
    token: String(r.token),
    code: String(r.code),
    reportNumber: String(r.report_number),
    kind: String(r.kind) as ReportKind,
    discipline: String(r.discipline),
    group: String(r.grp),
    customer: String(r.customer),
    itemDescription: String(r.item_description),
    make: String(r.make),
    model: String(r.model),
    serialNumber: String(r.serial_number),
    standard: String(r.standard),
    issueDate: String(r.issue_date),
    dueDate: text(r.due_date) ?? "",
    signatory: String(r.signatory),
    signatoryDesignation: String(r.signatory_designation ?? ""),
    status: statusOf(r),
    withdrawnAt: text(r.withdrawn_at),
    withdrawnReason: text(r.withdrawn_reason),
    supersededBy: text(r.superseded_by),
    supersedes,
    createdAt: String(r.created_at),
    createdBy: String(r.created_by),
    authorisedAt: text(r.authorised_at),
    authorisedBy: text(r.authorised_by),
    checks: Number(r.checks),
  };
}

function withLinks(db: DatabaseSync, row: Row | undefined): Report | undefined {
  if (!row) return undefined;
  const older = db.prepare("SELECT ulr FROM reports WHERE superseded_by = ?").get(row.ulr!) as
    Row | undefined;
  return toReport(row, older ? String(older.ulr) : null);
}

/**
 * Whether the world may see the report: only once a signatory (or a token scoped to issue)
 * authorised it. A report never authorised stays "Not issued yet" on every public surface,
 * whatever happens to it later (withdrawn as a draft): its status alone does not say so.
 */
export const everAuthorised = (report: Pick<Report, "authorisedAt">) =>
  report.authorisedAt !== null;

/** What a person typed (a ULR, "ULR-…", or a report number) as the register's key. */
export const normaliseReference = (text: string) =>
  parseUlr(text).ok ? normaliseUlr(text) : text.replace(/\s+/g, " ").trim().toUpperCase();

/** A report by its reference: its ULR (with or without "ULR-") or, outside the scope, its report number. */
export const reportByReference = (db: DatabaseSync, reference: string) =>
  withLinks(
    db,
    db.prepare("SELECT * FROM reports WHERE ulr = ?").get(normaliseReference(reference)) as Row,
  );

export const reportByToken = (db: DatabaseSync, token: string) =>
  withLinks(db, db.prepare("SELECT * FROM reports WHERE token = ?").get(token) as Row);

/** How a person reads a report's name: "ULR-…" within the scope, its report number outside it. */
export const displayReference = (
  report: Pick<Report, "accredited" | "reference" | "reportNumber">,
) => (report.accredited ? displayUlr(report.reference) : report.reportNumber);

/**
 * A reference alone (a link to another report) as read: a ULR gets "ULR-",
 * a report number (stored in upper case) stays as it is.
 */
export const displayReferenceText = (reference: string) =>
  parseUlr(reference).ok ? displayUlr(reference) : reference;

/** The reference as a file name ("ULR-TC…" or the report number with / and spaces as dashes). */
export const referenceFileStem = (
  report: Pick<Report, "accredited" | "reference" | "reportNumber">,
) => displayReference(report).replace(/[^A-Za-z0-9._-]+/g, "-");

/** Who puts a report in the register, and whether that also issues it (an API token scoped to issue). */
export interface Registrant {
  by: string;
  issues?: boolean;
  /**
   * Its final PDF (checked by the caller), version 1 before the report is issued; one that
   * issues it carries the lab's seal (lib/reports/seal.ts sealForIssue) once a certificate is set up.
   */
  pdf?: { filesDir: string } & IssuedPdf;
}

/**
 * Checks the fields, gives the report its token and code, and records it:
 * awaiting authorisation, unless the registrant issues (a LIMS token scoped
 * to issue, whose fields name the signatory).
 */
export function createReport(
  db: DatabaseSync,
  input: ReportInput,
  who: Registrant | string,
): Report {
  const { by, issues = false, pdf } = typeof who === "string" ? { by: who } : who;
  const f = checkedInput(input);
  // The size as uploaded: the seal adds a few KB to a file the limit already let in.
  if (pdf && !pdf.seal) checkPdfSize(pdf.bytes);
  if (issues && !f.signatory) throw new RegisterError("signatory: Required");
  // Issued with its PDF: sealed once the lab's certificate is set up. (The API refuses a token
  // scoped to issue that sends no PDF; tests' fixtures issue bare records and attach one after.)
  if (issues && pdf) requireSealWhenSetUp(pdf.seal);
  const reference = f.accredited ? normaliseUlr(f.ulr) : normaliseReference(f.reportNumber);
  if (db.prepare("SELECT 1 FROM reports WHERE ulr = ?").get(reference))
    throw new RegisterError(
      f.accredited
        ? `ULR-${reference} is already in the register.`
        : `Report number ${f.reportNumber} is already in the register.`,
      409,
    );
  const now = new Date().toISOString();
  db.prepare(
    `INSERT INTO reports (ulr, accredited, token, code, report_number, kind, discipline, grp, customer,
      item_description, make, model, serial_number, standard, issue_date, due_date, signatory,
      created_at, created_by, authorised_at, authorised_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    reference,
    f.accredited ? 1 : 0,
    newVerifyToken(),
    newVerifyCode(),
    f.reportNumber,
    f.kind,
    f.discipline,
    f.group,
    f.customer,
    f.itemDescription,
    f.make,
    f.model,
    f.serialNumber,
    f.standard,
    f.issueDate,
    f.dueDate || null,
    f.signatory,
    now,
    by,
    issues ? now : null,
    issues ? by : null,
  );
  const report = reportByReference(db, reference)!;
  setCustomerEmails(db, report.id, f.customerEmail);
  audit(db, by, issues ? "report issued" : "report registered", displayReference(report));
  if (pdf)
    auditPdf(db, by, report, addPdfVersion(db, pdf.filesDir, report, pdf.bytes, by, pdf.seal));
  return report;
}

/** The fields checked by the register's one schema; a RegisterError names every problem. */
function checkedInput(input: ReportInput) {
  const parsed = reportInputSchema.safeParse(input);
  if (!parsed.success)
    throw new RegisterError(
      parsed.error.issues.map((i) => `${i.path.join(".") || "report"}: ${i.message}`).join("; "),
    );
  return parsed.data;
}

/**
 * Who signs and which report, for the seal on the PDF of a report a token scoped to issue
 * creates (sealed before createReport records it): the fields checked, the signatory required.
 */
export function sealForNewReport(input: ReportInput): SealFor {
  const f = checkedInput(input);
  if (!f.signatory) throw new RegisterError("signatory: Required");
  return {
    signatory: f.signatory,
    designation: "",
    reference: f.accredited ? displayUlr(normaliseUlr(f.ulr)) : f.reportNumber,
  };
}

/** The next free ULR of a kind and year (the desk suggests it; a person may type another). */
export function nextUlr(db: DatabaseSync, kind: ReportKind, year: number, scope: "F" | "P" = "F") {
  const stem = formatUlr({ kind, year, running: 1, scope }).slice(0, -1).replace(/0*1$/, "");
  let highest = 0;
  for (const row of db
    .prepare("SELECT ulr FROM reports WHERE ulr LIKE ? ORDER BY ulr DESC LIMIT 2")
    .all(`${stem}%`) as Row[]) {
    const parsed = parseUlr(String(row.ulr));
    if (parsed.ok) highest = Math.max(highest, parsed.ulr.running);
  }
  return formatUlr({ kind, year, running: highest + 1, scope });
}

/** The report, if it is in one of these states; a RegisterError (404 or 409) otherwise. */
export function reportIn(
  db: DatabaseSync,
  reference: string,
  states: readonly ReportStatus[],
): Report {
  const report = reportByReference(db, reference);
  if (!report)
    throw new RegisterError(
      `No report ${displayReferenceText(normaliseReference(reference))}.`,
      404,
    );
  if (!states.includes(report.status))
    throw new RegisterError(`${displayReference(report)} is ${statusWords[report.status]}.`, 409);
  return report;
}

const statusWords: Record<ReportStatus, string> = {
  "awaiting-authorisation": "still awaiting authorisation",
  issued: "issued already",
  withdrawn: "already withdrawn",
  superseded: "already superseded",
};

/** Withdrawn: issued or still awaiting authorisation (a report never issued can be dropped too). */
export function withdrawReport(db: DatabaseSync, reference: string, reason: string, by: string) {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why) throw new RegisterError("Say why the report is withdrawn.");
  const report = reportIn(db, reference, ["issued", "awaiting-authorisation"]);
  db.prepare(
    "UPDATE reports SET status = 'withdrawn', withdrawn_at = ?, withdrawn_reason = ? WHERE id = ?",
  ).run(new Date().toISOString(), why, report.id);
  audit(db, by, "report withdrawn", `${displayReference(report)}: ${why}`);
  return reportByReference(db, report.reference)!;
}

export function supersedeReport(db: DatabaseSync, reference: string, newer: string, by: string) {
  const report = reportIn(db, reference, ["issued"]);
  const replacement = reportByReference(db, newer);
  if (!replacement)
    throw new RegisterError(`No report ${displayReferenceText(normaliseReference(newer))}.`, 404);
  if (replacement.id === report.id)
    throw new RegisterError("A report cannot supersede itself.", 409);
  if (replacement.status !== "issued")
    throw new RegisterError(
      `${displayReference(replacement)} is not issued itself (${statusWords[replacement.status]}).`,
      409,
    );
  db.prepare("UPDATE reports SET status = 'superseded', superseded_by = ? WHERE id = ?").run(
    replacement.reference,
    report.id,
  );
  audit(
    db,
    by,
    "report superseded",
    `${displayReference(report)} by ${displayReference(replacement)}`,
  );
  return reportByReference(db, report.reference)!;
}

/** A calibration certificate whose due date is before `today` (YYYY-MM-DD). */
export const duePassed = (report: Pick<Report, "dueDate">, today: string) =>
  !!report.dueDate && report.dueDate < today;

/**
 * A lookup by reference (ULR or report number) and the printed code. Only the
 * code decides: an unknown reference and a wrong code take the same path and
 * give the same answer (the code is compared in constant time against the
 * report's or a stand-in). A found report counts as a check.
 */
export function lookupReport(
  db: DatabaseSync,
  referenceText: string,
  codeText: string,
): { found: false } | { found: true; report: Report } {
  const row = db
    .prepare("SELECT * FROM reports WHERE ulr = ?")
    .get(normaliseReference(referenceText)) as Row | undefined;
  const given = Buffer.from(normaliseCode(codeText).padEnd(8, "#").slice(0, 8));
  const expected = Buffer.from(row ? String(row.code) : "########");
  const codeMatches = timingSafeEqual(given, expected) && !!row && codeText.length > 0;
  if (!row || !codeMatches) return { found: false };
  countCheck(db, Number(row.id));
  return { found: true, report: withLinks(db, row)! };
}

/**
 * Checks are counted in memory and written together by the server's job
 * "report check counts" (lib/jobs: every 2 s and when the process exits):
 * a lookup stays a read, not a disk flush. A crash loses at most those 2 seconds of counts.
 */
const pendingChecks = new Map<DatabaseSync, Map<number, { count: number; at: string }>>();

export function countCheck(db: DatabaseSync, id: number, now = new Date()) {
  let counts = pendingChecks.get(db);
  if (!counts) pendingChecks.set(db, (counts = new Map()));
  const entry = counts.get(id);
  counts.set(id, { count: (entry?.count ?? 0) + 1, at: now.toISOString() });
}

export const CHECK_FLUSH_MS = 2000;

/** Writes the counted checks every `everyMs` and once more when the process exits; returns the stop. */
export function startCheckFlush(everyMs = CHECK_FLUSH_MS): () => void {
  const onExit = () => flushChecks();
  process.on("exit", onExit);
  const timer = setInterval(() => flushChecks(), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    process.off("exit", onExit);
    flushChecks();
  };
}

/** Writes the counted checks (all databases, or one) now. */
export function flushChecks(only?: DatabaseSync) {
  for (const [db, counts] of pendingChecks) {
    if (only && db !== only) continue;
    pendingChecks.delete(db);
    if (!db.isOpen) continue;
    const update = db.prepare(
      "UPDATE reports SET checks = checks + ?, last_checked_at = ? WHERE id = ?",
    );
    // Counts need no flush to disk of their own (WAL with synchronous=NORMAL still never
    // corrupts): the flush would hold every request waiting on the event loop meanwhile.
    db.exec("PRAGMA synchronous=NORMAL");
    try {
      transaction(db, () => {
        for (const [id, { count, at }] of counts) update.run(count, at, id);
      });
    } finally {
      db.exec("PRAGMA synchronous=FULL");
    }
  }
}

export const MAX_REPORT_PDF_BYTES = 20 * 1024 * 1024;

/**
 * Attaches a checked PDF as the next version of a report still awaiting
 * authorisation (the first is version 1; older versions stay). The caller
 * checks the bytes are a PDF without script. Once authorised, the PDF is part
 * of what the signatory authorised: it changes only by a signatory's amendment
 * (pdfAmendment.ts amendPdf), so an issued report is refused here.
 */
export function attachPdf(
  db: DatabaseSync,
  filesDir: string,
  reference: string,
  bytes: Uint8Array,
  by: string,
): PdfVersion {
  checkPdfSize(bytes);
  const found = reportByReference(db, reference);
  if (found?.status === "issued") throw new RegisterError(registerDesk.view.attach.issued, 409);
  // A withdrawn or superseded report stays as it was when it stopped being current.
  const report = reportIn(db, reference, ["awaiting-authorisation"]);
  const added = addPdfVersion(db, filesDir, report, bytes, by);
  auditPdf(db, by, report, added);
  return added;
}

export function checkPdfSize(bytes: Uint8Array) {
  if (bytes.length > MAX_REPORT_PDF_BYTES)
    throw new RegisterError(
      `A report's PDF may be up to ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB.`,
      413,
    );
}

/**
 * Stores the bytes and records them as the report's next version (no check of its status),
 * with the lab's seal on them when they carry it.
 */
export function addPdfVersion(
  db: DatabaseSync,
  filesDir: string,
  report: Report,
  bytes: Uint8Array,
  by: string,
  seal?: SealRecord,
): PdfVersion {
  const hash = storePdf(filesDir, bytes);
  const now = new Date().toISOString();
  const insert = () => {
    const last = db
      .prepare("SELECT COALESCE(MAX(version), 0) AS v FROM report_pdfs WHERE report_id = ?")
      .get(report.id) as Row;
    const next = Number(last.v) + 1;
    db.prepare(
      `INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by, sealed_by, sealed_at, draft_sha256)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      report.id,
      next,
      hash,
      bytes.length,
      now,
      by,
      seal?.sealedBy ?? null,
      seal?.sealedAt ?? null,
      seal?.draftSha256 ?? null,
    );
    return next;
  };
  // Inside the caller's transaction when there is one (an amendment records the version with it).
  const version = db.isTransaction ? insert() : transaction(db, insert);
  return {
    version,
    sha256: hash,
    size: bytes.length,
    addedAt: now,
    addedBy: by,
    sealedBy: seal?.sealedBy ?? null,
    sealedAt: seal?.sealedAt ?? null,
  };
}

/**
 * At authorisation: the report's latest version becomes its sealed file (the row names the
 * sealed bytes; the unsealed file it was made from stays as its draft_sha256). Refused when the
 * latest version is no longer the file that was sealed (a PDF attached meanwhile).
 */
export function sealLatestVersion(
  db: DatabaseSync,
  filesDir: string,
  report: Report,
  sealed: IssuedPdf & { seal: SealRecord },
): void {
  const latest = pdfVersions(db, report.id)[0];
  if (!latest || latest.sha256 !== sealed.seal.draftSha256)
    throw new RegisterError(registerDesk.seal.changed, 409);
  const hash = storePdf(filesDir, sealed.bytes);
  db.prepare(
    `UPDATE report_pdfs SET sha256 = ?, size = ?, sealed_by = ?, sealed_at = ?, draft_sha256 = ?
     WHERE report_id = ? AND version = ?`,
  ).run(
    hash,
    sealed.bytes.length,
    sealed.seal.sealedBy,
    sealed.seal.sealedAt,
    sealed.seal.draftSha256,
    report.id,
    latest.version,
  );
}

export const auditPdf = (db: DatabaseSync, by: string, report: Report, pdf: PdfVersion) =>
  audit(
    db,
    by,
    "report PDF attached",
    `${displayReference(report)} version ${pdf.version} sha256 ${pdf.sha256}`,
  );

/** Whether the report has a PDF in the register (an authorisation needs one). */
export const hasPdf = (db: DatabaseSync, reportId: number) =>
  !!db.prepare("SELECT 1 FROM report_pdfs WHERE report_id = ?").get(reportId);

export function pdfVersions(db: DatabaseSync, reportId: number): PdfVersion[] {
  return (
    db
      .prepare("SELECT * FROM report_pdfs WHERE report_id = ? ORDER BY version DESC")
      .all(reportId) as Row[]
  ).map((r) => ({
    version: Number(r.version),
    sha256: String(r.sha256),
    size: Number(r.size),
    addedAt: String(r.added_at),
    addedBy: String(r.added_by),
    sealedBy: text(r.sealed_by),
    sealedAt: text(r.sealed_at),
  }));
}

/**
 * Which report (and which of its versions) a PDF with this SHA-256 is, if any. `unsealed`: the
 * file is the one a sealed version was made from (the register serves the sealed one).
 */
export function reportOfPdf(db: DatabaseSync, hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const find = (column: "sha256" | "draft_sha256") =>
    db
      .prepare(
        `SELECT r.ulr, p.version, (SELECT MAX(version) FROM report_pdfs WHERE report_id = r.id) AS latest
         FROM report_pdfs p JOIN reports r ON r.id = p.report_id WHERE p.${column} = ? ORDER BY p.id DESC LIMIT 1`,
      )
      .get(hash) as Row | undefined;
  const issued = find("sha256");
  const row = issued ?? find("draft_sha256");
  if (!row) return undefined;
  return {
    report: reportByReference(db, String(row.ulr))!,
    version: Number(row.version),
    latest: Number(row.latest),
    unsealed: !issued,
  };
}

export { pdfPath, readPdf } from "./pdfStore";
