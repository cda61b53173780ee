import { timingSafeEqual } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { ReportKind } from "@/content/reports";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { storePdf } from "./pdfStore";
import { reportInputSchema, type ReportFields, type ReportInput } from "./schema";
import { newVerifyCode, newVerifyToken, normaliseCode } from "./tokens";
import { formatUlr, normaliseUlr, parseUlr } from "./ulr";

type Row = Record<string, SQLOutputValue>;

export type ReportStatus = "issued" | "withdrawn" | "superseded";

export interface Report extends ReportFields {
  id: number;
  ulr: string;
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
  checks: number;
}

export interface PdfVersion {
  version: number;
  sha256: string;
  size: number;
  addedAt: string;
  addedBy: string;
}

export class RegisterError extends Error {
  constructor(
    message: string,
    /**
     * The HTTP answer that fits: 400 bad input, 404 no such report, 409 conflict, 413 too large,
     * 422 a file that could not be checked in time, 503 the file checks are all busy.
     */
    readonly status: 400 | 404 | 409 | 413 | 422 | 503 = 400,
  ) {
    super(message);
  }
}

const text = (v: SQLOutputValue | undefined) => (v === null || v === undefined ? null : String(v));

function toReport(r: Row, supersedes: string | null): Report {
  return {
    id: Number(r.id),
    ulr: String(r.ulr),
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
    status: String(r.status) as ReportStatus,
    withdrawnAt: text(r.withdrawn_at),
    withdrawnReason: text(r.withdrawn_reason),
    supersededBy: text(r.superseded_by),
    supersedes,
    createdAt: String(r.created_at),
    createdBy: String(r.created_by),
    checks: Number(r.checks),
  };
}

function withLinks(db: DatabaseSync, row: Row | undefined): Report | undefined {
  if (!row) return undefined;
  const older = db.prepare("SELECT ulr FROM reports WHERE superseded_by = ?").get(row.ulr!) as
    Row | undefined;
  return toReport(row, older ? String(older.ulr) : null);
}

export const reportByUlr = (db: DatabaseSync, ulr: string) =>
  withLinks(db, db.prepare("SELECT * FROM reports WHERE ulr = ?").get(normaliseUlr(ulr)) as Row);

export const reportByToken = (db: DatabaseSync, token: string) =>
  withLinks(db, db.prepare("SELECT * FROM reports WHERE token = ?").get(token) as Row);

/** Checks the fields, gives the report its token and code, and records it. */
export function createReport(db: DatabaseSync, input: ReportInput, by: string): Report {
  const parsed = reportInputSchema.safeParse(input);
  if (!parsed.success)
    throw new RegisterError(
      parsed.error.issues.map((i) => `${i.path.join(".") || "report"}: ${i.message}`).join("; "),
    );
  const f = parsed.data;
  const ulr = normaliseUlr(f.ulr);
  if (db.prepare("SELECT 1 FROM reports WHERE ulr = ?").get(ulr))
    throw new RegisterError(`ULR-${ulr} is already in the register.`, 409);
  db.prepare(
    `INSERT INTO reports (ulr, token, code, report_number, kind, discipline, grp, customer,
      item_description, make, model, serial_number, standard, issue_date, due_date, signatory,
      created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ulr,
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
    new Date().toISOString(),
    by,
  );
  audit(db, by, "report created", `ULR-${ulr}`);
  return reportByUlr(db, ulr)!;
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

function issued(db: DatabaseSync, ulr: string): Report {
  const report = reportByUlr(db, ulr);
  if (!report) throw new RegisterError(`No report ULR-${normaliseUlr(ulr)}.`, 404);
  if (report.status !== "issued")
    throw new RegisterError(`ULR-${report.ulr} is already ${report.status}.`, 409);
  return report;
}

export function withdrawReport(db: DatabaseSync, ulr: string, reason: string, by: string) {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why) throw new RegisterError("Say why the report is withdrawn.");
  const report = issued(db, ulr);
  db.prepare(
    "UPDATE reports SET status = 'withdrawn', withdrawn_at = ?, withdrawn_reason = ? WHERE id = ?",
  ).run(new Date().toISOString(), why, report.id);
  audit(db, by, "report withdrawn", `ULR-${report.ulr}: ${why}`);
  return reportByUlr(db, report.ulr)!;
}

export function supersedeReport(db: DatabaseSync, ulr: string, newer: string, by: string) {
  const report = issued(db, ulr);
  const replacement = reportByUlr(db, newer);
  if (!replacement) throw new RegisterError(`No report ULR-${normaliseUlr(newer)}.`, 404);
  if (replacement.id === report.id)
    throw new RegisterError("A report cannot supersede itself.", 409);
  if (replacement.status !== "issued")
    throw new RegisterError(`ULR-${replacement.ulr} is ${replacement.status} itself.`, 409);
  db.prepare("UPDATE reports SET status = 'superseded', superseded_by = ? WHERE id = ?").run(
    replacement.ulr,
    report.id,
  );
  audit(db, by, "report superseded", `ULR-${report.ulr} by ULR-${replacement.ulr}`);
  return reportByUlr(db, report.ulr)!;
}

/** A calibration certificate whose due date is before `today` (YYYY-MM-DD). */
export const duePassed = (report: Pick<Report, "dueDate">, today: string) =>
  !!report.dueDate && report.dueDate < today;

/**
 * A lookup by ULR and (optionally) the printed code. Every miss (unknown ULR,
 * wrong code) takes the same path and answers the same: the code is compared
 * in constant time against the report's or a stand-in.
 */
export function lookupReport(
  db: DatabaseSync,
  ulrText: string,
  codeText: string | undefined,
): { found: false } | { found: true; report: Report; withCode: boolean } {
  const row = db.prepare("SELECT * FROM reports WHERE ulr = ?").get(normaliseUlr(ulrText)) as
    Row | undefined;
  const given = Buffer.from(
    normaliseCode(codeText ?? "")
      .padEnd(8, "#")
      .slice(0, 8),
  );
  const expected = Buffer.from(row ? String(row.code) : "########");
  const codeMatches = timingSafeEqual(given, expected) && !!row && !!codeText;
  if (!row) return { found: false };
  countCheck(db, Number(row.id));
  if (codeText && !codeMatches) return { found: false };
  return { found: true, report: withLinks(db, row)!, withCode: codeMatches };
}

/**
 * Checks are counted in memory and written together, at most 2 s later (and
 * when the process exits): a lookup stays a read, not a disk flush. A crash
 * loses at most those 2 seconds of counts.
 */
const pendingChecks = new Map<DatabaseSync, Map<number, { count: number; at: string }>>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let flushesOnExit = false;

export function countCheck(db: DatabaseSync, id: number, now = new Date()) {
  let counts = pendingChecks.get(db);
  if (!counts) pendingChecks.set(db, (counts = new Map()));
  const entry = counts.get(id);
  counts.set(id, { count: (entry?.count ?? 0) + 1, at: now.toISOString() });
  if (!flushTimer) {
    // Once per process: a listener per 2-second round grew without end on a busy server.
    if (!flushesOnExit) process.on("exit", () => flushChecks());
    flushesOnExit = true;
    flushTimer = setTimeout(() => flushChecks(), 2000);
    flushTimer.unref();
  }
}

/** Writes the counted checks (all databases, or one) now. */
export function flushChecks(only?: DatabaseSync) {
  if (!only && flushTimer) {
    clearTimeout(flushTimer);
    flushTimer = undefined;
  }
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
 * Attaches a checked PDF as the report's next version (the first is version 1;
 * older versions stay). The caller checks the bytes are a PDF without script.
 */
export function attachPdf(
  db: DatabaseSync,
  filesDir: string,
  ulr: string,
  bytes: Uint8Array,
  by: string,
): PdfVersion {
  if (bytes.length > MAX_REPORT_PDF_BYTES)
    throw new RegisterError(
      `A report's PDF may be up to ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB.`,
      413,
    );
  // A withdrawn or superseded report stays as it was when it stopped being current.
  const report = issued(db, ulr);
  const hash = storePdf(filesDir, bytes);
  const now = new Date().toISOString();
  const version = transaction(db, () => {
    const last = db
      .prepare("SELECT COALESCE(MAX(version), 0) AS v FROM report_pdfs WHERE report_id = ?")
      .get(report.id) as Row;
    const next = Number(last.v) + 1;
    db.prepare(
      "INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(report.id, next, hash, bytes.length, now, by);
    return next;
  });
  audit(db, by, "report PDF attached", `ULR-${report.ulr} version ${version} sha256 ${hash}`);
  return { version, sha256: hash, size: bytes.length, addedAt: now, addedBy: by };
}

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
  }));
}

/** Which report (and which of its versions) a PDF with this SHA-256 is, if any. */
export function reportOfPdf(db: DatabaseSync, hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const row = db
    .prepare(
      `SELECT r.ulr, p.version, (SELECT MAX(version) FROM report_pdfs WHERE report_id = r.id) AS latest
       FROM report_pdfs p JOIN reports r ON r.id = p.report_id WHERE p.sha256 = ? ORDER BY p.id DESC LIMIT 1`,
    )
    .get(hash) as Row | undefined;
  if (!row) return undefined;
  return {
    report: reportByUlr(db, String(row.ulr))!,
    version: Number(row.version),
    latest: Number(row.latest),
  };
}

export { pdfPath, readPdf } from "./pdfStore";
