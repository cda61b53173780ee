import { scopeRowsByIds, type ScopeRow } from "@/lib/scope/rows";
import { parsePicks } from "@/lib/scope/requestLink";
import type { RequestItem } from "./items";

/** The rows of a request as the database has them now, and the ids it no longer has. */
export interface ChosenRows {
  items: RequestItem[];
  /** Ids asked for that are not (or no longer) in the scope, in the order asked. */
  unknown: number[];
}

export const itemOf = (row: ScopeRow, quantity: number): RequestItem => ({
  id: row.id,
  test: `${row.group}: ${row.product}, ${row.parameter}`,
  method: row.method,
  accredited: row.accredited,
  pricePaise: row.pricePaise,
  quantity,
});

/**
 * A `rows` value (`<id>x<qty>,…`, from the address or the posted form) read
 * against the scope: each known row with its current price and accreditation,
 * in the order chosen; unknown ids named apart. Prices are never taken from
 * what the browser sent.
 */
export async function chosenRows(rows: string | null | undefined): Promise<ChosenRows> {
  const picks = parsePicks(rows);
  const found = new Map((await scopeRowsByIds(picks.map((p) => p.id))).map((r) => [r.id, r]));
  const items: RequestItem[] = [];
  const unknown: number[] = [];
  for (const pick of picks) {
    const row = found.get(pick.id);
    if (row) items.push(itemOf(row, pick.quantity));
    else unknown.push(pick.id);
  }
  return { items, unknown };
}
