import type { DatabaseSync } from "node:sqlite";
import { scopeDesk, scopeFieldNames } from "@/content/scopeDesk";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { contentChanged } from "@/lib/site/contentChanged";
import { SCOPE_COLUMNS, type ScopeColumn } from "./csv";
import { formatRupees } from "./money";
import { allScopeRows, scopeRowsByIds, type ScopeRow, type ScopeValues } from "./rows";

/**
 * Writing the scope: an import's changes and one row's edit. Every write
 * keeps the row's new state as a version (scope_row_versions, migration 0030),
 * is audited in words, and empties the kept public pages (the scope and the
 * service pages show the rows).
 */

/** A field as the desk, the CSV and the log name it (the price in rupees, not paise). */
export type ScopeField = ScopeColumn;
const FIELDS = SCOPE_COLUMNS;

const a = scopeDesk.audit;

/** A field's value as the audit log and the desk write it. */
export function fieldText(values: ScopeValues, field: ScopeField): string {
  switch (field) {
    case "accredited":
      return values.accredited ? a.yes : a.no;
    case "price":
      return values.pricePaise === null ? a.none : formatRupees(values.pricePaise);
    case "services":
      return values.services.join(", ") || a.none;
    default:
      return values[field];
  }
}

/** The fields in which two states of a row differ. */
export const changedFields = (before: ScopeValues, after: ScopeValues): ScopeField[] =>
  FIELDS.filter((f) => fieldText(before, f) !== fieldText(after, f));

/** "Range “…” → “…”; Price …": what changed, in words. */
export const changesInWords = (before: ScopeValues, after: ScopeValues): string =>
  changedFields(before, after)
    .map((f) => a.change(scopeFieldNames[f], fieldText(before, f), fieldText(after, f)))
    .join("; ");

/** How a row is named in the log: its number and what it is. */
export const rowName = (id: number, v: ScopeValues) => `${id} (${v.product}: ${v.parameter})`;

export const valuesOf = (row: ScopeRow): ScopeValues => ({
  kind: row.kind,
  discipline: row.discipline,
  group: row.group,
  product: row.product,
  parameter: row.parameter,
  method: row.method,
  range: row.range,
  cmc: row.cmc,
  accredited: row.accredited,
  pricePaise: row.pricePaise,
  services: row.services,
});

/** The newest version's id across the scope: any write changes it (a dry run is checked against it). */
export const scopeBasis = (db: DatabaseSync): number =>
  Number(db.prepare("SELECT COALESCE(MAX(id), 0) AS n FROM scope_row_versions").get()!.n);

function keepVersion(
  db: DatabaseSync,
  id: number,
  values: ScopeValues,
  who: string,
  change: "added" | "changed" | "removed" | "restored",
  now: string,
) {
  db.prepare(
    "INSERT INTO scope_row_versions (row_id, saved_at, who, change, row_values) VALUES (?, ?, ?, ?, ?)",
  ).run(id, now, who, change, JSON.stringify(values));
}

function writeServices(db: DatabaseSync, id: number, services: readonly string[]) {
  db.prepare("DELETE FROM scope_row_services WHERE row_id = ?").run(id);
  const insert = db.prepare("INSERT INTO scope_row_services (row_id, service_id) VALUES (?, ?)");
  for (const s of new Set(services)) insert.run(id, s);
}

/** A row's values in the table's column order, kind to price_paise. */
export const columnValues = (v: ScopeValues) =>
  [
    v.kind,
    v.discipline,
    v.group,
    v.product,
    v.parameter,
    v.method,
    v.range,
    v.cmc,
    v.accredited ? 1 : 0,
    v.pricePaise,
  ] as const;

function writeValues(db: DatabaseSync, id: number, v: ScopeValues, now: string) {
  db.prepare(
    `UPDATE scope_rows SET kind = ?, discipline = ?, group_name = ?, product = ?, parameter = ?,
       method = ?, range = ?, cmc = ?, accredited = ?, price_paise = ?, updated_at = ? WHERE id = ?`,
  ).run(...columnValues(v), now, id);
  writeServices(db, id, v.services);
}

/** What an import changes (lib/scope/planImport.ts plans it, lib/scope/applyImport.ts writes it). */
export interface ScopeChanges {
  added: { values: ScopeValues; position: number }[];
  changed: { id: number; before: ScopeValues; after: ScopeValues; position: number }[];
  removed: { id: number; before: ScopeValues }[];
  /** Rows the file leaves as they are, with their place in the file. */
  same: { id: number; position: number }[];
}

export type SaveResult =
  { saved: true } | { saved: false; reason: "unchanged" | "stale" | "missing" };

/**
 * One row's edit from the desk, against the version its page was opened on
 * (`basedOn`): a save after someone else's is refused as stale.
 */
export function saveScopeRow(
  db: DatabaseSync,
  id: number,
  values: ScopeValues,
  who: string,
  basedOn: number | undefined,
  change: "changed" | "restored" = "changed",
): SaveResult {
  return transaction(db, (): SaveResult => {
    const [row] = scopeRowsByIds(db, [id]);
    if (!row) return { saved: false, reason: "missing" };
    const latest = versionsOf(db, id)[0];
    if (basedOn !== undefined && latest && latest.id !== basedOn)
      return { saved: false, reason: "stale" };
    const before = valuesOf(row);
    if (!changedFields(before, values).length) return { saved: false, reason: "unchanged" };
    const now = new Date().toISOString();
    writeValues(db, id, values, now);
    keepVersion(db, id, values, who, change, now);
    const detail = a.changed(rowName(id, values), changesInWords(before, values));
    if (change === "restored") audit(db, who, "scope row restored", detail);
    else audit(db, who, "scope row changed", detail);
    contentChanged();
    return { saved: true };
  });
}

export interface ScopeVersion {
  id: number;
  savedAt: string;
  who: string;
  change: "seed" | "added" | "changed" | "removed" | "restored";
  values: ScopeValues;
}

/** A row's versions, newest first. */
export function versionsOf(db: DatabaseSync, rowId: number): ScopeVersion[] {
  return db
    .prepare(
      "SELECT id, saved_at, who, change, row_values FROM scope_row_versions WHERE row_id = ? ORDER BY id DESC",
    )
    .all(rowId)
    .map((r) => ({
      id: Number(r.id),
      savedAt: String(r.saved_at),
      who: String(r.who),
      change: r.change as ScopeVersion["change"],
      values: JSON.parse(String(r.row_values)) as ScopeValues,
    }));
}

/** The current rows with their values, for planning an import against. */
export const currentScope = (db: DatabaseSync) => allScopeRows(db);
