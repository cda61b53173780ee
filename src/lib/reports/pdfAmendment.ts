import { registerDesk } from "@/content/reports";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import type { FileStore } from "@/lib/platform/storage";
import type { UntrustedWho } from "@/lib/workers/pool";
import {
  keepPdf,
  recordPdfVersion,
  checkPdfSize,
  displayReference,
  pdfVersions,
  RegisterError,
  reportIn,
  type PdfVersion,
} from "./register";
import { requireSealWhenSetUp, sealForIssue, type SealRecord } from "./seal";
import {
  changesTo,
  describeChanges,
  NOTHING_CHANGED,
  sameAccount,
  type AmendableField,
  type Amendment,
  type AmendmentChange,
} from "./review";
import { addAmendment, setSignatory, writeChanges } from "./store";

/**
 * An issued report's PDF is part of what its signatory authorised (issue 48):
 * a new one is an amendment (ISO/IEC 17025 7.8.8), with its reason, by a
 * signatory: on the desk one other than the person who registered the report,
 * through the API a token scoped to issue naming the signatory, as it does to
 * issue. The new version is the authentic PDF at once, signed with that
 * signatory's name; the amendment (PDF version n → n + 1, and the signatory
 * when another signs) is kept and shown on /verify as every amendment is. An
 * amendment of the details the PDF prints carries its corrected PDF: one
 * amendment, one reason, both changes.
 */

const words = registerDesk.view.replacePdf;

/** Who authorises the new PDF: a desk account (`email`, four eyes apply) or a token's named signatory. */
export interface PdfSigner {
  name: string;
  designation: string;
  email?: string;
}

interface PdfAmendment {
  by: string;
  signer: PdfSigner;
  reason: string;
  /** Details amended with the PDF (none: the PDF alone is replaced). */
  details?: Partial<Record<AmendableField, string>>;
  /** The lab's seal on `bytes` (amendPdfSealed); required once a certificate is set up. */
  seal?: SealRecord;
}

/**
 * The amendment with the lab's seal: checked first, then the new PDF sealed off the event loop
 * in the lane `who` (naming the signatory and the report), then recorded as amendPdf does.
 */
export async function amendPdfSealed(
  files: FileStore,
  reference: string,
  bytes: Uint8Array,
  amendment: Omit<PdfAmendment, "seal">,
  who: UntrustedWho,
): Promise<{ pdf: PdfVersion; amendment: Amendment }> {
  const { report, name, designation } = await checkedAmendment(reference, bytes, amendment);
  const pdf = await sealForIssue(
    bytes,
    { signatory: name, designation, reference: displayReference(report) },
    who,
  );
  return amendPdf(files, reference, pdf.bytes, {
    ...amendment,
    ...(pdf.seal ? { seal: pdf.seal } : {}),
  });
}

/** The amendment's checks, and the signing name and designation it records. */
async function checkedAmendment(
  reference: string,
  bytes: Uint8Array,
  { signer, reason, details, seal }: PdfAmendment,
) {
  // The size as uploaded: the seal adds a few KB to a file the limit already let in.
  if (!seal) checkPdfSize(bytes);
  const why = reason.replace(/\s+/g, " ").trim().slice(0, 300);
  if (!why)
    throw new RegisterError(details ? registerDesk.view.amend.reasonMissing : words.reasonMissing);
  const report = await reportIn(reference, ["issued"]);
  if (signer.email && sameAccount(report.createdBy, signer.email))
    throw new RegisterError(words.ownReport(report.createdBy), 409);
  const name = signer.name.replace(/\s+/g, " ").trim().slice(0, 200);
  const given = signer.designation.replace(/\s+/g, " ").trim().slice(0, 200);
  // The same signatory naming no designation keeps the one on the report.
  const designation = given || (name === report.signatory ? report.signatoryDesignation : "");
  const detailChanges = details ? changesTo(report, details) : [];
  if (details && !detailChanges.length) throw new RegisterError(NOTHING_CHANGED);
  if (!name) throw new RegisterError(words.noName, 409);
  return { report, why, name, designation, detailChanges };
}

export async function amendPdf(
  files: FileStore,
  reference: string,
  bytes: Uint8Array,
  amendment: PdfAmendment,
): Promise<{ pdf: PdfVersion; amendment: Amendment }> {
  const { by, seal } = amendment;
  if (!seal) checkPdfSize(bytes); // before the file is kept; checkedAmendment says it again
  const kept = await keepPdf(files, bytes);
  return writeTogether(async () => {
    const { report, why, name, designation, detailChanges } = await checkedAmendment(
      reference,
      bytes,
      amendment,
    );
    requireSealWhenSetUp(seal);
    const at = new Date().toISOString();
    const before = (await pdfVersions(report.id))[0];
    await writeChanges(report.id, detailChanges);
    const pdf = await recordPdfVersion(report, kept, by, seal);
    const changes: AmendmentChange[] = [
      ...detailChanges,
      { field: "pdf", from: before ? String(before.version) : "", to: String(pdf.version) },
    ];
    if (name !== report.signatory)
      changes.push({ field: "signatory", from: report.signatory, to: name });
    await setSignatory(report.id, name, designation);
    const recorded = { at, by, reason: why, changes };
    await addAmendment(report.id, recorded);
    await recordAudit(
      by,
      detailChanges.length ? "report amended" : "report PDF replaced",
      `${displayReference(report)}: ${why}; ${describeChanges(changes)}; version ${pdf.version} sha256 ${pdf.sha256}, signed by ${name}`,
    );
    return { pdf, amendment: recorded };
  });
}
