import { REQUEST_ROWS_FIELD } from "@/content/forms";
import { parsePicks, requestHref } from "@/lib/scope/requestLink";
import { quantityOf } from "./items";

/** The no-script quote form's names: a quantity per row (`q.<id>`) and the row to remove. */
export const QUANTITY_PREFIX = "q.";
export const REMOVE_FIELD = "remove";
/** The rows a quantity of 0 removed (`removed=<id>,…`), for the page to say so. */
export const REMOVED_FIELD = "removed";

/** A quantity of 0 as typed ("0", "00"): the row is to go. */
export const isZeroQuantity = (value: unknown): boolean =>
  /^0{1,3}$/.test(String(value ?? "").trim());

/** The ids in `removed` (at most 50, whole numbers). */
export const removedIdsOf = (value: string | null): number[] =>
  (value ?? "")
    .split(",")
    .filter((id) => /^\d{1,9}$/.test(id))
    .slice(0, 50)
    .map(Number);

/**
 * /request's own GET form without script (_Update quote_, _Remove_): the
 * address it should show instead, with `rows` rewritten from the quantities
 * typed and without the removed row (or a row whose quantity is 0, named in
 * `removed` so the page says it went); undefined when the address is already
 * the request's own (only `rows`). A quantity that is not 1 to 999 keeps the
 * row's earlier one.
 */
export function rewrittenRequestHref(query: URLSearchParams): string | undefined {
  const names = [...new Set(query.keys())];
  if (names.every((name) => name === REQUEST_ROWS_FIELD || name === REMOVED_FIELD))
    return undefined;
  const remove = Number(query.get(REMOVE_FIELD));
  const all = parsePicks(query.get(REQUEST_ROWS_FIELD)).filter((pick) => pick.id !== remove);
  const zeroed = all.filter((pick) => isZeroQuantity(query.get(`${QUANTITY_PREFIX}${pick.id}`)));
  const picks = all
    .filter((pick) => !zeroed.includes(pick))
    .map((pick) => ({
      id: pick.id,
      quantity: quantityOf(query.get(`${QUANTITY_PREFIX}${pick.id}`)) ?? pick.quantity,
    }));
  const href = requestHref(picks);
  if (zeroed.length === 0) return href;
  const removed = new URLSearchParams({ [REMOVED_FIELD]: zeroed.map((p) => p.id).join(",") });
  return `${href}${href.includes("?") ? "&" : "?"}${removed}`;
}

/** /scope with the request's rows, so going back keeps them. */
export const scopeHrefWith = (rows: string): string =>
  rows ? `/scope?${new URLSearchParams({ [REQUEST_ROWS_FIELD]: rows })}` : "/scope";
