import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { registerDesk } from "@/content/reports";
import type { UntrustedWho } from "@/lib/workers/pool";
import {
  displayReference,
  hasPdf,
  pdfVersions,
  readPdf,
  RegisterError,
  reportByReference,
  reportIn,
  sealLatestVersion,
  type Report,
} from "./register";
import { requireSealWhenSetUp, sealForIssue, type IssuedPdf } from "./seal";
import { REPORT_FIELDS } from "./reportFields";
import { reportInputSchema, type ReportInput } from "./schema";

/**
 * The second pair of eyes and corrections on the record (ISO/IEC 17025 7.8.8):
 * a report registered on the desk or by a `register` token is authorised by a
 * signatory other than its registrant; until then its details may be edited
 * freely; once authorised, a change is an amendment with a reason, kept with
 * every earlier value.
 */

type Row = Record<string, SQLOutputValue>;

/**
 * What a report keeps from its registration: its key, kind, accreditation and (set at
 * authorisation) signatory. The customer's addresses are not on the report itself, so they are
 * no detail to amend either.
 */
const FIXED = ["accredited", "ulr", "kind", "signatory", "customerEmail"] as const;
export type AmendableField = Exclude<(typeof REPORT_FIELDS)[number], (typeof FIXED)[number]>;

/** The details a correction may change: every field of the register's form but the fixed ones. */
export const AMENDABLE_FIELDS = REPORT_FIELDS.filter(
  (f): f is AmendableField => !(FIXED as readonly string[]).includes(f),
);

/** One detail a correction or an amendment changed. */
export interface FieldChange<F extends string = AmendableField> {
  field: F;
  from: string;
  to: string;
}

/**
 * What an amendment changed: details, or (a PDF replaced after authorisation,
 * pdfAmendment.ts) the PDF's version and the signatory who authorised the new one.
 */
export type AmendmentChange = FieldChange<AmendableField | "pdf" | "signatory">;

export interface Amendment {
  at: string;
  by: string;
  reason: string;
  changes: AmendmentChange[];
}

/** An authorised signatory as the register records them. */
export interface Signer {
  email: string;
  name: string;
  designation: string;
}

const COLUMNS: Record<AmendableField, string> = {
  reportNumber: "report_number",
  discipline: "discipline",
  group: "grp",
  customer: "customer",
  itemDescription: "item_description",
  make: "make",
  model: "model",
  serialNumber: "serial_number",
  standard: "standard",
  issueDate: "issue_date",
  dueDate: "due_date",
};

export const sameAccount = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether this signatory may authorise the report now (four eyes, a name, its final PDF). */
function authorisable(db: DatabaseSync, reference: string, signer: Signer): Report {
  const report = reportIn(db, reference, ["awaiting-authorisation"]);
  if (sameAccount(report.createdBy, signer.email))
    throw new RegisterError(
      "A report is authorised by a signatory other than the person who registered it.",
      409,
    );
  if (!signer.name.trim()) throw new RegisterError(registerDesk.view.authorise.noName, 409);
  if (!hasPdf(db, report.id)) throw new RegisterError(registerDesk.view.authorise.noPdf, 409);
  return report;
}

/**
 * A signatory other than the registrant makes the report public; their name becomes its
 * signatory. What they authorise is its final PDF too: a report without one is refused. With
 * the lab's certificate set up, `sealed` is that PDF with the seal (authoriseSealed), recorded
 * in the same transaction: the register never shows the report issued with an unsealed PDF.
 */
export function authoriseReport(
  db: DatabaseSync,
  reference: string,
  signer: Signer,
  sealed?: { filesDir: string; pdf: IssuedPdf },
): Report {
  const report = authorisable(db, reference, signer);
  requireSealWhenSetUp(sealed?.pdf.seal);
  transaction(db, () => {
    const seal = sealed?.pdf.seal;
    if (sealed && seal) sealLatestVersion(db, sealed.filesDir, report, { ...sealed.pdf, seal });
    db.prepare(
      `UPDATE reports SET authorised_at = ?, authorised_by = ?, signatory = ?, signatory_designation = ?
       WHERE id = ? AND authorised_at IS NULL`,
    ).run(new Date().toISOString(), signer.email, signer.name, signer.designation, report.id);
  });
  audit(
    db,
    signer.email,
    "report authorised",
    sealed?.pdf.seal
      ? `${displayReference(report)}, PDF sealed by ${sealed.pdf.seal.sealedBy}`
      : displayReference(report),
  );
  return reportByReference(db, report.reference)!;
}

/**
 * Authorisation with the lab's seal: the checks first, then the latest PDF sealed off the event
 * loop (naming this signatory and the report), then authorised with the sealed file in one step.
 */
export async function authoriseSealed(
  db: DatabaseSync,
  filesDir: string,
  reference: string,
  signer: Signer,
  who: UntrustedWho,
): Promise<Report> {
  const report = authorisable(db, reference, signer);
  const latest = pdfVersions(db, report.id)[0]!;
  const pdf = await sealForIssue(
    new Uint8Array(readPdf(filesDir, latest.sha256)),
    {
      signatory: signer.name,
      designation: signer.designation,
      reference: displayReference(report),
    },
    who,
  );
  return authoriseReport(db, reference, signer, { filesDir, pdf });
}

/** At most this many reports authorised in one go from the list. */
export const MAX_BULK_AUTHORISE = 200;

/**
 * A signatory authorising several reports (the list's ticked boxes): each is
 * authorised on its own, as from its page, and audited on its own; those that
 * cannot be (registered by this signatory, no final PDF yet, no longer awaiting, unknown) are
 * answered with the reason and left as they were.
 */
export async function authoriseReports(
  db: DatabaseSync,
  filesDir: string,
  references: readonly string[],
  signer: Signer,
  who: UntrustedWho,
) {
  const authorised: Report[] = [];
  const skipped: { reference: string; reason: string }[] = [];
  // One at a time: each report's seal is its own task in the staff lane, which other desk work shares.
  for (const reference of new Set(references)) {
    try {
      authorised.push(await authoriseSealed(db, filesDir, reference, signer, who));
    } catch (error) {
      if (!(error instanceof RegisterError)) throw error;
      skipped.push({ reference, reason: error.message });
    }
  }
  return { authorised, skipped };
}

/** The new details checked with the register's one schema, and what differs from the report. */
export function changesTo(
  report: Report,
  input: Partial<Record<AmendableField, string>>,
): FieldChange[] {
  const merged: ReportInput = {
    accredited: report.accredited,
    ulr: report.ulr ?? "",
    kind: report.kind,
    signatory: report.signatory,
    ...Object.fromEntries(AMENDABLE_FIELDS.map((f) => [f, report[f]])),
    ...Object.fromEntries(
      AMENDABLE_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
    ),
  } as ReportInput;
  const parsed = reportInputSchema.safeParse(merged);
  if (!parsed.success)
    throw new RegisterError(
      parsed.error.issues.map((i) => `${i.path.join(".") || "report"}: ${i.message}`).join("; "),
    );
  if (!report.accredited && parsed.data.reportNumber !== report.reportNumber)
    throw new RegisterError(
      "reportNumber: the report number names a report outside the accredited scope; it cannot change.",
      409,
    );
  return AMENDABLE_FIELDS.map((field) => ({
    field,
    from: report[field] ?? "",
    to: String(parsed.data[field] ?? ""),
  })).filter((c) => c.from !== c.to);
}

export function writeChanges(db: DatabaseSync, report: Report, changes: FieldChange[]) {
  for (const { field, to } of changes)
    db.prepare(`UPDATE reports SET ${COLUMNS[field]} = ? WHERE id = ?`).run(
      field === "dueDate" && !to ? null : to,
      report.id,
    );
}

export const describeChanges = (changes: readonly AmendmentChange[]) =>
  changes.map((c) => `${c.field}: "${c.from}" -> "${c.to}"`).join("; ");

/**
 * Changes the details of a report still awaiting authorisation (nobody
 * outside has seen it). Answers the changes made (none is no error).
 */
export function editAwaitingReport(
  db: DatabaseSync,
  reference: string,
  input: Partial<Record<AmendableField, string>>,
  by: string,
): FieldChange[] {
  const report = reportIn(db, reference, ["awaiting-authorisation"]);
  const changes = changesTo(report, input);
  if (!changes.length) return changes;
  transaction(db, () => writeChanges(db, report, changes));
  audit(
    db,
    by,
    "report edited before authorisation",
    `${displayReference(report)}: ${describeChanges(changes)}`,
  );
  return changes;
}

/**
 * An amendment of an issued report: a reason is required, something must
 * change, and the earlier values are kept in report_amendments for good.
 */
export function amendReport(
  db: DatabaseSync,
  reference: string,
  input: Partial<Record<AmendableField, string>>,
  reason: string,
  by: string,
): Amendment {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why) throw new RegisterError("reason: Say why the report is amended.");
  const report = reportIn(db, reference, ["issued"]);
  const changes = changesTo(report, input);
  if (!changes.length) throw new RegisterError(NOTHING_CHANGED);
  const at = new Date().toISOString();
  transaction(db, () => {
    writeChanges(db, report, changes);
    db.prepare(
      "INSERT INTO report_amendments (report_id, at, by, reason, changes) VALUES (?, ?, ?, ?, ?)",
    ).run(report.id, at, by, why, JSON.stringify(changes));
  });
  audit(
    db,
    by,
    "report amended",
    `${displayReference(report)}: ${why}; ${describeChanges(changes)}`,
  );
  return { at, by, reason: why, changes };
}

export const NOTHING_CHANGED = "Nothing was changed; there is nothing to amend.";

/** Every amendment of a report, newest first. */
export function amendmentsOf(db: DatabaseSync, reportId: number): Amendment[] {
  return (
    db
      .prepare("SELECT * FROM report_amendments WHERE report_id = ? ORDER BY id DESC")
      .all(reportId) as Row[]
  ).map((r) => ({
    at: String(r.at),
    by: String(r.by),
    reason: String(r.reason),
    changes: JSON.parse(String(r.changes)) as AmendmentChange[],
  }));
}
