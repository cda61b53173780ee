import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { certificates as described, type Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import { audit } from "@/lib/desk/audit";
import { contentChanged } from "@/lib/site/contentChanged";

/**
 * The certificates' numbers and dates as the lab keeps them (migration 0022):
 * one row per certificate with its values now, and every save in
 * certificate_versions, the seed's first. What a certificate is (its name,
 * scope, standard, drawing's words) stays in content/certificates.ts; the
 * database holds what an administrator changes on the desk.
 */

export const CERTIFICATE_FIELDS = ["number", "issued", "validUntil"] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];
export type CertificateValues = Pick<Certificate, CertificateField>;

/** One save of a certificate's values: who saved it, when, and what it put back if it was a restore. */
export interface CertificateVersion extends CertificateValues {
  id: number;
  savedAt: string;
  who: string;
  /** The version whose values a restore put back. */
  restoredFrom: number | null;
}

type Row = Record<string, SQLOutputValue>;

const valuesOf = (row: Row): CertificateValues => ({
  number: String(row.number),
  issued: String(row.issued),
  validUntil: String(row.valid_until),
});

const toVersion = (row: Row): CertificateVersion => ({
  id: Number(row.id),
  savedAt: String(row.saved_at),
  who: String(row.who),
  ...valuesOf(row),
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
});

/** The certificate content describes with this id (the desk's ?id=). */
export const describedCertificate = (id: string): Certificate | undefined =>
  described.find((c) => c.id === id);

/**
 * Every certificate content describes, in its order, with the number and dates
 * the database keeps (one query). A certificate added to content after the
 * database was made has no row yet: it shows content's values until its first save.
 */
export function certificatesNow(db: DatabaseSync): Certificate[] {
  const rows = new Map(
    (db.prepare("SELECT id, number, issued, valid_until FROM certificates").all() as Row[]).map(
      (row) => [String(row.id), valuesOf(row)],
    ),
  );
  return described.map((c) => ({ ...c, ...rows.get(c.id) }));
}

/** Every save of a certificate, newest first. */
export function versionsOf(db: DatabaseSync, id: string): CertificateVersion[] {
  return (
    db
      .prepare("SELECT * FROM certificate_versions WHERE certificate_id = ? ORDER BY id DESC")
      .all(id) as Row[]
  ).map(toVersion);
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
export function saveCertificate(
  db: DatabaseSync,
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
): SaveResult {
  const certificate = describedCertificate(id);
  if (!certificate) throw new Error(`No certificate ${id} in content/certificates.ts`);
  const at = now.toISOString();
  db.exec("BEGIN IMMEDIATE");
  try {
    const latest = versionsOf(db, id)[0];
    if (basedOn !== undefined && latest && latest.id !== basedOn) {
      db.exec("ROLLBACK");
      return { saved: false, reason: "stale", latest };
    }
    const before = latest ?? certificate;
    const changed = changedFields(before, values);
    if (changed.length === 0) {
      db.exec("ROLLBACK");
      return { saved: false, reason: "unchanged" };
    }
    db.prepare(
      `INSERT INTO certificates (id, number, issued, valid_until, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET number = excluded.number, issued = excluded.issued,
         valid_until = excluded.valid_until, updated_at = excluded.updated_at`,
    ).run(id, values.number, values.issued, values.validUntil, at);
    const inserted = db
      .prepare(
        `INSERT INTO certificate_versions
          (certificate_id, saved_at, who, number, issued, valid_until, restored_from)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, at, who, values.number, values.issued, values.validUntil, restoredFrom ?? null);
    // "<id> <what changed>", or "<id> #<version put back> <what changed>" (lib/desk/auditLog.ts
    // names it), the version numbered as the certificate's page numbers it (its place, the seed's 1).
    const changes = changeText(before, values);
    if (restoredFrom === undefined) audit(db, who, "certificate saved", `${id} ${changes}`, now);
    else {
      const { n } = db
        .prepare(
          "SELECT COUNT(*) AS n FROM certificate_versions WHERE certificate_id = ? AND id <= ?",
        )
        .get(id, restoredFrom) as { n: number };
      audit(db, who, "certificate version restored", `${id} #${n} ${changes}`, now);
    }
    db.exec("COMMIT");
    contentChanged();
    const version: CertificateVersion = {
      id: Number(inserted.lastInsertRowid),
      savedAt: at,
      who,
      ...values,
      restoredFrom: restoredFrom ?? null,
    };
    return { saved: true, version, changed };
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Puts an earlier version's values back (an undo, or a restore of any version):
 * itself a save, kept as a new version that names the one it restored.
 * Undefined when the version is not one of this certificate's.
 */
export function restoreCertificateVersion(
  db: DatabaseSync,
  id: string,
  versionId: number,
  who: string,
  now = new Date(),
): SaveResult | undefined {
  const version = versionsOf(db, id).find((v) => v.id === versionId);
  if (!version) return undefined;
  return saveCertificate(
    db,
    id,
    { number: version.number, issued: version.issued, validUntil: version.validUntil },
    who,
    { restoredFrom: versionId, now },
  );
}
