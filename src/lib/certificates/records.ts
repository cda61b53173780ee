import { certificates as described, type Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import {
  CERTIFICATE_FIELDS,
  type CertificateField,
  type CertificateValues,
  type CertificateVersion,
} from "./values";
import {
  keepCertificateValues,
  storedCertificateValues,
  versionOrdinal,
  versionsOf,
} from "./store";

/**
 * The certificates' numbers and dates as the lab keeps them (migration 0022):
 * one row per certificate with its values now, and every save in
 * certificate_versions, the seed's first. What a certificate is (its name,
 * scope, standard, drawing's words) stays in content/certificates.ts; the
 * database holds what an administrator changes on the desk.
 */

/** The certificate content describes with this id (the desk's ?id=). */
export const describedCertificate = (id: string): Certificate | undefined =>
  described.find((c) => c.id === id);

/**
 * Every certificate content describes, in its order, with the number and dates
 * the database keeps (one query). A certificate added to content after the
 * database was made has no row yet: it shows content's values until its first save.
 */
export async function certificatesNow(): Promise<Certificate[]> {
  const stored = await storedCertificateValues();
  return described.map((c) => ({ ...c, ...stored.get(c.id) }));
}

/** The fields whose values differ between two versions, in the form's order. */
export const changedFields = (before: CertificateValues, after: CertificateValues) =>
  CERTIFICATE_FIELDS.filter((field) => before[field] !== after[field]);

/** "number TC-11482 → TC-12001; valid until 2028-03-13 → 2030-03-13": the audit line's detail. */
function changeText(before: CertificateValues, after: CertificateValues): string {
  return changedFields(before, after)
    .map((field) => certificateDesk.audit.change(field, before[field], after[field]))
    .join("; ");
}

export type SaveResult =
  | { saved: true; version: CertificateVersion; changed: CertificateField[] }
  /** Nothing differed from the values kept: no version, no audit line. */
  | { saved: false; reason: "unchanged" }
  /** Another save came after the version the form was opened on (`basedOn`). */
  | { saved: false; reason: "stale"; latest: CertificateVersion };

/**
 * Keeps new values (already checked: lib/certificates/form.ts) as the
 * certificate's own and as a new version, audits the change and tells the
 * page cache (the public pages, the structured data and the drawing follow).
 * `basedOn`, the latest version when the form was opened: if another save
 * came since, nothing is saved.
 */
export async function saveCertificate(
  id: string,
  values: CertificateValues,
  who: string,
  {
    basedOn,
    restoredFrom,
    now = new Date(),
  }: {
    basedOn?: number | undefined;
    restoredFrom?: number | undefined;
    now?: Date;
  } = {},
): Promise<SaveResult> {
  const certificate = describedCertificate(id);
  if (!certificate) throw new Error(`No certificate ${id} in content/certificates.ts`);
  const at = now.toISOString();
  const result = await writeTogether(async (): Promise<SaveResult> => {
    const [latest] = await versionsOf(id);
    if (basedOn !== undefined && latest && latest.id !== basedOn)
      return { saved: false, reason: "stale", latest };
    const before = latest ?? certificate;
    const changed = changedFields(before, values);
    if (changed.length === 0) return { saved: false, reason: "unchanged" };
    const versionId = await keepCertificateValues(id, values, who, at, restoredFrom ?? null);
    // "<id> <what changed>", or "<id> #<version put back> <what changed>" (lib/desk/auditLog.ts
    // names it), the version numbered as the certificate's page numbers it (its place, the seed's 1).
    // The audit log has no store yet (issue 52): its line goes on this transaction's connection.
    const changes = changeText(before, values);
    if (restoredFrom === undefined)
      await recordAudit(who, "certificate saved", `${id} ${changes}`, now);
    else {
      const n = await versionOrdinal(id, restoredFrom);
      await recordAudit(who, "certificate version restored", `${id} #${n} ${changes}`, now);
    }
    const version: CertificateVersion = {
      id: versionId,
      savedAt: at,
      who,
      ...values,
      restoredFrom: restoredFrom ?? null,
    };
    return { saved: true, version, changed };
  });
  if (result.saved) contentChanged();
  return result;
}

/**
 * Puts an earlier version's values back (an undo, or a restore of any version):
 * itself a save, kept as a new version that names the one it restored.
 * Undefined when the version is not one of this certificate's.
 */
export async function restoreCertificateVersion(
  id: string,
  versionId: number,
  who: string,
  now = new Date(),
): Promise<SaveResult | undefined> {
  const version = (await versionsOf(id)).find((v) => v.id === versionId);
  if (!version) return undefined;
  return saveCertificate(
    id,
    { number: version.number, issued: version.issued, validUntil: version.validUntil },
    who,
    { restoredFrom: versionId, now },
  );
}
