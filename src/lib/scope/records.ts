import { scopeDesk, scopeFieldNames } from "@/content/scopeDesk";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import { SCOPE_COLUMNS, type ScopeColumn } from "./csv";
import { formatRupees } from "./money";
import type { ScopeRow, ScopeValues } from "./rows";
import { allScopeRows, scopeRowsByIds, versionsOf, writeScopeRow } from "./store";

export { scopeBasis, versionsOf, type ScopeVersion } from "./store";

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
export async function saveScopeRow(
  id: number,
  values: ScopeValues,
  who: string,
  basedOn: number | undefined,
  change: "changed" | "restored" = "changed",
): Promise<SaveResult> {
  const result = await writeTogether(async (): Promise<SaveResult> => {
    const [row] = await scopeRowsByIds([id]);
    if (!row) return { saved: false, reason: "missing" };
    const [latest] = await versionsOf(id);
    if (basedOn !== undefined && latest && latest.id !== basedOn)
      return { saved: false, reason: "stale" };
    const before = valuesOf(row);
    if (!changedFields(before, values).length) return { saved: false, reason: "unchanged" };
    await writeScopeRow(id, values, who, change, new Date().toISOString());
    const detail = a.changed(rowName(id, values), changesInWords(before, values));
    if (change === "restored") await recordAudit(who, "scope row restored", detail);
    else await recordAudit(who, "scope row changed", detail);
    return { saved: true };
  });
  if (result.saved) contentChanged();
  return result;
}

/** The current rows with their values, for planning an import against. */
export const currentScope = () => allScopeRows();
