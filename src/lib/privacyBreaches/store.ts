import type { Selectable } from "kysely";
import { currentStore } from "@/lib/db/store";
import type { PrivacyBreachesTable } from "@/lib/db/tables.generated";
import type { BreachDocument } from "./values";

/**
 * The register of personal data breaches (migration 0054): a row per
 * incident with its clocks' moments as columns, everything written about it
 * as one JSON document, and every save in privacy_breach_versions.
 */

export interface Breach {
  id: number;
  reference: string;
  createdAt: string;
  createdBy: string;
  closedAt: string | null;
  document: BreachDocument;
}

export interface BreachVersion {
  id: number;
  savedAt: string;
  who: string;
  document: BreachDocument;
  restoredFrom: number | null;
}

const toBreach = (row: Selectable<PrivacyBreachesTable>): Breach => ({
  id: Number(row.id),
  reference: row.reference,
  createdAt: row.created_at,
  createdBy: row.created_by,
  closedAt: row.closed_at,
  document: JSON.parse(row.details) as BreachDocument,
});

/** The row's columns of a document: its clocks' moments, and the whole of it. */
const columnsOf = (document: BreachDocument) => ({
  aware_at: document.awareAt,
  cert_in_at: document.certInAt,
  board_told_at: document.boardToldAt,
  board_report_at: document.boardReportAt,
  people_told_at: document.peopleToldAt,
  details: JSON.stringify(document),
});

/** Every breach, the latest the lab became aware of first (a register has few). */
export async function allBreaches(): Promise<Breach[]> {
  const rows = await currentStore()
    .selectFrom("privacy_breaches")
    .selectAll()
    .orderBy("aware_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toBreach);
}

/** The open breaches (their clocks may still owe a report). */
export async function openBreaches(): Promise<Breach[]> {
  const rows = await currentStore()
    .selectFrom("privacy_breaches")
    .selectAll()
    .where("closed_at", "is", null)
    .execute();
  return rows.map(toBreach);
}

export async function breachByReference(reference: string): Promise<Breach | undefined> {
  const row = await currentStore()
    .selectFrom("privacy_breaches")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row && toBreach(row);
}

/** How many breaches were recorded in a year (their references count on from it). */
export async function breachesOfYear(year: string): Promise<number> {
  const row = await currentStore()
    .selectFrom("privacy_breaches")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("reference", "like", `BR-${year}-%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new breach's row; its id. */
export async function insertBreach(
  reference: string,
  document: BreachDocument,
  who: string,
  at: string,
): Promise<number> {
  const row = await currentStore()
    .insertInto("privacy_breaches")
    .values({ reference, created_at: at, created_by: who, closed_at: null, ...columnsOf(document) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Keeps a breach's new document as its own. */
export async function updateBreach(id: number, document: BreachDocument): Promise<void> {
  await currentStore()
    .updateTable("privacy_breaches")
    .set(columnsOf(document))
    .where("id", "=", id)
    .execute();
}

export async function setBreachClosed(id: number, closedAt: string | null): Promise<void> {
  await currentStore()
    .updateTable("privacy_breaches")
    .set({ closed_at: closedAt })
    .where("id", "=", id)
    .execute();
}

/** Keeps a save as a version; its id. */
export async function insertBreachVersion(
  breachId: number,
  document: BreachDocument,
  who: string,
  at: string,
  restoredFrom: number | null,
): Promise<number> {
  const row = await currentStore()
    .insertInto("privacy_breach_versions")
    .values({
      breach_id: breachId,
      saved_at: at,
      who,
      document: JSON.stringify(document),
      restored_from: restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A breach's versions, newest first. */
export async function breachVersions(breachId: number): Promise<BreachVersion[]> {
  const rows = await currentStore()
    .selectFrom("privacy_breach_versions")
    .selectAll()
    .where("breach_id", "=", breachId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    savedAt: row.saved_at,
    who: row.who,
    document: JSON.parse(row.document) as BreachDocument,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  }));
}
