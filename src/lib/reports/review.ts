import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import type { FileStore } from "@/lib/platform/storage";
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
import {
  AMENDABLE_FIELDS,
  type AmendableField,
  type Amendment,
  type AmendmentChange,
  type FieldChange,
} from "./records";
import { reportInputSchema, type ReportInput } from "./schema";
import { addAmendment, amendmentsOf, markAuthorised, writeChanges } from "./store";

/**
 * The second pair of eyes and corrections on the record (ISO/IEC 17025 7.8.8):
 * a report registered on the desk or by a `register` token is authorised by a
 * signatory other than its registrant; until then its details may be edited
 * freely; once authorised, a change is an amendment with a reason, kept with
 * every earlier value.
 */

export {
  AMENDABLE_FIELDS,
  amendmentsOf,
  writeChanges,
  type AmendableField,
  type Amendment,
  type AmendmentChange,
  type FieldChange,
};

/** An authorised signatory as the register records them. */
export interface Signer {
  email: string;
  name: string;
  designation: string;
}

export const sameAccount = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether this signatory may authorise the report now (four eyes, a name, its final PDF). */
async function authorisable(reference: string, signer: Signer): Promise<Report> {
  const report = await reportIn(reference, ["awaiting-authorisation"]);
  if (sameAccount(report.createdBy, signer.email))
    throw new RegisterError(
      "A report is authorised by a signatory other than the person who registered it.",
      409,
    );
  if (!signer.name.trim()) throw new RegisterError(registerDesk.view.authorise.noName, 409);
  if (!(await hasPdf(report.id))) throw new RegisterError(registerDesk.view.authorise.noPdf, 409);
  return report;
}

/**
 * A signatory other than the registrant makes the report public; their name becomes its
 * signatory. What they authorise is its final PDF too: a report without one is refused. With
 * the lab's certificate set up, `sealed` is that PDF with the seal (authoriseSealed), recorded
 * in the same transaction: the register never shows the report issued with an unsealed PDF.
 */
export function authoriseReport(
  reference: string,
  signer: Signer,
  sealed?: { files: FileStore; pdf: IssuedPdf },
): Promise<Report> {
  return writeTogether(async () => {
    const report = await authorisable(reference, signer);
    requireSealWhenSetUp(sealed?.pdf.seal);
    const seal = sealed?.pdf.seal;
    if (sealed && seal) await sealLatestVersion(sealed.files, report, { ...sealed.pdf, seal });
    await markAuthorised(report.id, signer, new Date().toISOString());
    await auditAuthorised(report, signer, sealed);
    return (await reportByReference(report.reference))!;
  });
}

function auditAuthorised(report: Report, signer: Signer, sealed: { pdf: IssuedPdf } | undefined) {
  return recordAudit(
    signer.email,
    "report authorised",
    sealed?.pdf.seal
      ? `${displayReference(report)}, PDF sealed by ${sealed.pdf.seal.sealedBy}`
      : displayReference(report),
  );
}

/**
 * Authorisation with the lab's seal: the checks first, then the latest PDF sealed off the event
 * loop (naming this signatory and the report), then authorised with the sealed file in one step.
 */
export async function authoriseSealed(
  files: FileStore,
  reference: string,
  signer: Signer,
  who: UntrustedWho,
): Promise<Report> {
  const report = await authorisable(reference, signer);
  const latest = (await pdfVersions(report.id))[0]!;
  const pdf = await sealForIssue(
    await readPdf(files, latest.sha256),
    {
      signatory: signer.name,
      designation: signer.designation,
      reference: displayReference(report),
    },
    who,
  );
  return authoriseReport(reference, signer, { files, pdf });
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
  files: FileStore,
  references: readonly string[],
  signer: Signer,
  who: UntrustedWho,
) {
  const authorised: Report[] = [];
  const skipped: { reference: string; reason: string }[] = [];
  // One at a time: each report's seal is its own task in the staff lane, which other desk work shares.
  for (const reference of new Set(references)) {
    try {
      authorised.push(await authoriseSealed(files, reference, signer, who));
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

export const describeChanges = (changes: readonly AmendmentChange[]) =>
  changes.map((c) => `${c.field}: "${c.from}" -> "${c.to}"`).join("; ");

/**
 * Changes the details of a report still awaiting authorisation (nobody
 * outside has seen it). Answers the changes made (none is no error).
 */
export function editAwaitingReport(
  reference: string,
  input: Partial<Record<AmendableField, string>>,
  by: string,
): Promise<FieldChange[]> {
  return writeTogether(async () => {
    const report = await reportIn(reference, ["awaiting-authorisation"]);
    const changes = changesTo(report, input);
    if (!changes.length) return changes;
    await writeChanges(report.id, changes);
    await recordAudit(
      by,
      "report edited before authorisation",
      `${displayReference(report)}: ${describeChanges(changes)}`,
    );
    return changes;
  });
}

/**
 * An amendment of an issued report: a reason is required, something must
 * change, and the earlier values are kept in report_amendments for good.
 */
export async function amendReport(
  reference: string,
  input: Partial<Record<AmendableField, string>>,
  reason: string,
  by: string,
): Promise<Amendment> {
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why) throw new RegisterError("reason: Say why the report is amended.");
  return writeTogether(async () => {
    const report = await reportIn(reference, ["issued"]);
    const changes = changesTo(report, input);
    if (!changes.length) throw new RegisterError(NOTHING_CHANGED);
    const amendment = { at: new Date().toISOString(), by, reason: why, changes };
    await writeChanges(report.id, changes);
    await addAmendment(report.id, amendment);
    await recordAudit(
      by,
      "report amended",
      `${displayReference(report)}: ${why}; ${describeChanges(changes)}`,
    );
    return amendment;
  });
}

export const NOTHING_CHANGED = "Nothing was changed; there is nothing to amend.";
