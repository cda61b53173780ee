import { RegisterError } from "./registerError";

export { RegisterError };
import { timingSafeEqual } from "node:crypto";
import { registerDesk, type ReportKind } from "@/content/reports";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import type { FileStore } from "@/lib/platform/storage";
import { storePdf } from "./pdfStore";
import { REPORT_STATUSES, type PdfVersion, type Report, type ReportStatus } from "./records";
import { requireSealWhenSetUp, type IssuedPdf, type SealFor, type SealRecord } from "./seal";
import { reportInputSchema, type ReportInput } from "./schema";
import { newVerifyCode, newVerifyToken, normaliseCode } from "./tokens";
import {
  countCheck,
  flushChecks,
  hasPdf,
  highestKeys,
  insertPdfVersion,
  insertReport,
  keyTaken,
  markSuperseded,
  markWithdrawn,
  pdfVersions,
  pdfWithHash,
  recordSeal,
  reportForLookup,
  reportWithKey,
  reportWithToken,
  setCustomerEmails,
} from "./store";
import { displayUlr, formatUlr, normaliseUlr, parseUlr } from "./ulr";

export { REPORT_STATUSES, type PdfVersion, type Report, type ReportStatus };

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
export const reportByReference = (reference: string) =>
  reportWithKey(normaliseReference(reference));

export const reportByToken = (token: string) => reportWithToken(token);

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
  pdf?: { files: FileStore } & IssuedPdf;
}

/**
 * Checks the fields, gives the report its token and code, and records it:
 * awaiting authorisation, unless the registrant issues (a LIMS token scoped
 * to issue, whose fields name the signatory).
 */
export async function createReport(input: ReportInput, who: Registrant | string): Promise<Report> {
  const { by, issues = false, pdf } = typeof who === "string" ? { by: who } : who;
  const f = checkedInput(input);
  // The size as uploaded: the seal adds a few KB to a file the limit already let in.
  if (pdf && !pdf.seal) checkPdfSize(pdf.bytes);
  if (issues && !f.signatory) throw new RegisterError("signatory: Required");
  // Issued with its PDF: sealed once the lab's certificate is set up. (The API refuses a token
  // scoped to issue that sends no PDF; tests' fixtures issue bare records and attach one after.)
  if (issues && pdf) requireSealWhenSetUp(pdf.seal);
  const reference = f.accredited ? normaliseUlr(f.ulr) : normaliseReference(f.reportNumber);
  const kept = pdf && (await keepPdf(pdf.files, pdf.bytes));
  return writeTogether(async () => {
    if (await keyTaken(reference))
      throw new RegisterError(
        f.accredited
          ? `ULR-${reference} is already in the register.`
          : `Report number ${f.reportNumber} is already in the register.`,
        409,
      );
    const now = new Date().toISOString();
    await insertReport({
      ulr: reference,
      accredited: f.accredited ? 1 : 0,
      token: newVerifyToken(),
      code: newVerifyCode(),
      report_number: f.reportNumber,
      kind: f.kind,
      discipline: f.discipline,
      grp: f.group,
      customer: f.customer,
      item_description: f.itemDescription,
      make: f.make,
      model: f.model,
      serial_number: f.serialNumber,
      standard: f.standard,
      issue_date: f.issueDate,
      due_date: f.dueDate || null,
      signatory: f.signatory,
      created_at: now,
      created_by: by,
      authorised_at: issues ? now : null,
      authorised_by: issues ? by : null,
    });
    const report = (await reportWithKey(reference))!;
    await setCustomerEmails(report.id, f.customerEmail);
    await recordAudit(by, issues ? "report issued" : "report registered", displayReference(report));
    if (kept) await auditPdf(by, report, await recordPdfVersion(report, kept, by, pdf?.seal));
    return report;
  });
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
export async function nextUlr(kind: ReportKind, year: number, scope: "F" | "P" = "F") {
  const stem = formatUlr({ kind, year, running: 1, scope }).slice(0, -1).replace(/0*1$/, "");
  let highest = 0;
  for (const ulr of await highestKeys(stem)) {
    const parsed = parseUlr(ulr);
    if (parsed.ok) highest = Math.max(highest, parsed.ulr.running);
  }
  return formatUlr({ kind, year, running: highest + 1, scope });
}

/** The report, if it is in one of these states; a RegisterError (404 or 409) otherwise. */
export async function reportIn(
  reference: string,
  states: readonly ReportStatus[],
): Promise<Report> {
  const report = await reportByReference(reference);
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
export async function withdrawReport(reference: string, reason: string, by: string) {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why) throw new RegisterError("Say why the report is withdrawn.");
  return writeTogether(async () => {
    const report = await reportIn(reference, ["issued", "awaiting-authorisation"]);
    await markWithdrawn(report.id, new Date().toISOString(), why);
    await recordAudit(by, "report withdrawn", `${displayReference(report)}: ${why}`);
    return (await reportByReference(report.reference))!;
  });
}

export const supersedeReport = (reference: string, newer: string, by: string) =>
  writeTogether(() => supersedeIn(reference, newer, by));

async function supersedeIn(reference: string, newer: string, by: string): Promise<Report> {
  const report = await reportIn(reference, ["issued"]);
  const replacement = await reportByReference(newer);
  if (!replacement)
    throw new RegisterError(`No report ${displayReferenceText(normaliseReference(newer))}.`, 404);
  if (replacement.id === report.id)
    throw new RegisterError("A report cannot supersede itself.", 409);
  if (replacement.status !== "issued")
    throw new RegisterError(
      `${displayReference(replacement)} is not issued itself (${statusWords[replacement.status]}).`,
      409,
    );
  await markSuperseded(report.id, replacement.reference);
  await recordAudit(
    by,
    "report superseded",
    `${displayReference(report)} by ${displayReference(replacement)}`,
  );
  return (await reportByReference(report.reference))!;
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
export async function lookupReport(
  referenceText: string,
  codeText: string,
): Promise<{ found: false } | { found: true; report: Report }> {
  const row = await reportForLookup(normaliseReference(referenceText));
  const given = Buffer.from(normaliseCode(codeText).padEnd(8, "#").slice(0, 8));
  const expected = Buffer.from(row ? row.code : "########");
  const codeMatches = timingSafeEqual(given, expected) && !!row && codeText.length > 0;
  if (!row || !codeMatches) return { found: false };
  countCheck(row.id);
  return { found: true, report: await row.report() };
}

/**
 * Checks are counted in memory and written together by the server's job
 * "report check counts" (lib/jobs: every 2 s and when the process exits):
 * a lookup stays a read, not a disk flush (store.ts countCheck).
 */
export { countCheck, flushChecks };

export const CHECK_FLUSH_MS = 2000;

/** Writes the counted checks every `everyMs` and once more when the process exits; returns the stop. */
export function startCheckFlush(everyMs = CHECK_FLUSH_MS): () => void {
  const onExit = () => void flushChecks();
  process.on("exit", onExit);
  const timer = setInterval(() => void flushChecks(), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    process.off("exit", onExit);
    void flushChecks();
  };
}

export const MAX_REPORT_PDF_BYTES = 20 * 1024 * 1024;

/**
 * Attaches a checked PDF as the next version of a report still awaiting
 * authorisation (the first is version 1; older versions stay). The caller
 * checks the bytes are a PDF without script. Once authorised, the PDF is part
 * of what the signatory authorised: it changes only by a signatory's amendment
 * (pdfAmendment.ts amendPdf), so an issued report is refused here.
 */
export async function attachPdf(
  files: FileStore,
  reference: string,
  bytes: Uint8Array,
  by: string,
): Promise<PdfVersion> {
  checkPdfSize(bytes);
  const kept = await keepPdf(files, bytes);
  return writeTogether(async () => {
    const found = await reportByReference(reference);
    if (found?.status === "issued") throw new RegisterError(registerDesk.view.attach.issued, 409);
    // A withdrawn or superseded report stays as it was when it stopped being current.
    const report = await reportIn(reference, ["awaiting-authorisation"]);
    const added = await recordPdfVersion(report, kept, by);
    await auditPdf(by, report, added);
    return added;
  });
}

export function checkPdfSize(bytes: Uint8Array) {
  if (bytes.length > MAX_REPORT_PDF_BYTES)
    throw new RegisterError(
      `A report's PDF may be up to ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB.`,
      413,
    );
}

/** A PDF kept in the register's files (pdfStore.ts storePdf): its SHA-256 and size. */
export interface StoredPdf {
  sha256: string;
  size: number;
}

/**
 * Keeps the bytes in the register's files: before the transaction that names
 * them, so an upload to a bucket never holds the write lock every other
 * writer waits for (a file no row names is harmless).
 */
export const keepPdf = async (files: FileStore, bytes: Uint8Array): Promise<StoredPdf> => ({
  sha256: await storePdf(files, bytes),
  size: bytes.length,
});

/**
 * Records a kept PDF as the report's next version (no check of its status),
 * with the lab's seal on it when it carries one; inside the caller's
 * transaction when there is one (an amendment records the version with it).
 */
export async function recordPdfVersion(
  report: Report,
  { sha256, size }: StoredPdf,
  by: string,
  seal?: SealRecord,
): Promise<PdfVersion> {
  const now = new Date().toISOString();
  const version = await insertPdfVersion(report.id, {
    sha256,
    size,
    addedAt: now,
    addedBy: by,
    sealedBy: seal?.sealedBy ?? null,
    sealedAt: seal?.sealedAt ?? null,
    draftSha256: seal?.draftSha256 ?? null,
  });
  return {
    version,
    sha256,
    size,
    addedAt: now,
    addedBy: by,
    sealedBy: seal?.sealedBy ?? null,
    sealedAt: seal?.sealedAt ?? null,
  };
}

/** Keeps the bytes and records them as the report's next version (keepPdf, then recordPdfVersion). */
export async function addPdfVersion(
  files: FileStore,
  report: Report,
  bytes: Uint8Array,
  by: string,
  seal?: SealRecord,
): Promise<PdfVersion> {
  return recordPdfVersion(report, await keepPdf(files, bytes), by, seal);
}

/**
 * At authorisation: the report's latest version becomes its sealed file (the row names the
 * sealed bytes; the unsealed file it was made from stays as its draft_sha256). Refused when the
 * latest version is no longer the file that was sealed (a PDF attached meanwhile).
 */
export async function sealLatestVersion(
  files: FileStore,
  report: Report,
  sealed: IssuedPdf & { seal: SealRecord },
): Promise<void> {
  const latest = (await pdfVersions(report.id))[0];
  if (!latest || latest.sha256 !== sealed.seal.draftSha256)
    throw new RegisterError(registerDesk.seal.changed, 409);
  const hash = await storePdf(files, sealed.bytes);
  await recordSeal(report.id, latest.version, {
    sha256: hash,
    size: sealed.bytes.length,
    sealedBy: sealed.seal.sealedBy,
    sealedAt: sealed.seal.sealedAt,
    draftSha256: sealed.seal.draftSha256,
  });
}

export const auditPdf = (by: string, report: Report, pdf: PdfVersion) =>
  recordAudit(
    by,
    "report PDF attached",
    `${displayReference(report)} version ${pdf.version} sha256 ${pdf.sha256}`,
  );

/** Whether the report has a PDF in the register (an authorisation needs one), and its versions. */
export { hasPdf, pdfVersions };

/**
 * Which report (and which of its versions) a PDF with this SHA-256 is, if any. `unsealed`: the
 * file is the one a sealed version was made from (the register serves the sealed one).
 */
export async function reportOfPdf(hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const issued = await pdfWithHash(hash, "sha256");
  const found = issued ?? (await pdfWithHash(hash, "draft_sha256"));
  if (!found) return undefined;
  return {
    report: (await reportWithKey(found.key))!,
    version: found.version,
    latest: found.latest,
    unsealed: !issued,
  };
}

export { openPdf, pdfKey, pdfPath, readPdf } from "./pdfStore";
