import type { Selectable } from "kysely";
import { currentStore } from "@/lib/db/store";
import type { CertificateVersionsTable } from "@/lib/db/tables.generated";
import type { CertificateValues, CertificateVersion } from "./values";

/**
 * The certificates' numbers and dates as the lab keeps them (migration 0022):
 * one row per certificate with its values now, and every save in
 * certificate_versions, the seed's first.
 */

const toVersion = (row: Selectable<CertificateVersionsTable>): CertificateVersion => ({
  id: row.id,
  savedAt: row.saved_at,
  who: row.who,
  number: row.number,
  issued: row.issued,
  validUntil: row.valid_until,
  restoredFrom: row.restored_from,
});

/** The values the database keeps, by certificate id (one query). */
export async function storedCertificateValues(): Promise<Map<string, CertificateValues>> {
  const rows = await currentStore()
    .selectFrom("certificates")
    .select(["id", "number", "issued", "valid_until"])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { number: row.number, issued: row.issued, validUntil: row.valid_until },
    ]),
  );
}

/** Every save of a certificate, newest first. */
export async function versionsOf(id: string): Promise<CertificateVersion[]> {
  const rows = await currentStore()
    .selectFrom("certificate_versions")
    .selectAll()
    .where("certificate_id", "=", id)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toVersion);
}

/** Keeps new values as the certificate's own and as a new version; the version's id. */
export async function keepCertificateValues(
  id: string,
  values: CertificateValues,
  who: string,
  at: string,
  restoredFrom: number | null,
): Promise<number> {
  await currentStore()
    .insertInto("certificates")
    .values({
      id,
      number: values.number,
      issued: values.issued,
      valid_until: values.validUntil,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        number: eb.ref("excluded.number"),
        issued: eb.ref("excluded.issued"),
        valid_until: eb.ref("excluded.valid_until"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
  const inserted = await currentStore()
    .insertInto("certificate_versions")
    .values({
      certificate_id: id,
      saved_at: at,
      who,
      number: values.number,
      issued: values.issued,
      valid_until: values.validUntil,
      restored_from: restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A version's place among its certificate's versions (the seed's 1). */
export async function versionOrdinal(id: string, versionId: number): Promise<number> {
  const row = await currentStore()
    .selectFrom("certificate_versions")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("certificate_id", "=", id)
    .where("id", "<=", versionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
