import { REQUEST_ROWS_FIELD } from "@/content/forms";
import { parsePicks, requestHref } from "@/lib/scope/requestLink";
import { quantityOf } from "./items";

/** The no-script quote form's names: a quantity per row (`q.<id>`) and the row to remove. */
export const QUANTITY_PREFIX = "q.";
export const REMOVE_FIELD = "remove";

/**
 * /request's own GET form without script (_Update quote_, _Remove_): the
 * address it should show instead, with `rows` rewritten from the quantities
 * typed and without the removed row; undefined when the address is already
 * the request's own (only `rows`). A quantity that is not 1 to 999 keeps the
 * row's earlier one.
 */
export function rewrittenRequestHref(query: URLSearchParams): string | undefined {
  const names = [...new Set(query.keys())];
  if (names.every((name) => name === REQUEST_ROWS_FIELD)) return undefined;
  const remove = Number(query.get(REMOVE_FIELD));
  const picks = parsePicks(query.get(REQUEST_ROWS_FIELD))
    .filter((pick) => pick.id !== remove)
    .map((pick) => ({
      id: pick.id,
      quantity: quantityOf(query.get(`${QUANTITY_PREFIX}${pick.id}`)) ?? pick.quantity,
    }));
  return requestHref(picks);
}

/** /scope with the request's rows, so going back keeps them. */
export const scopeHrefWith = (rows: string): string =>
  rows ? `/scope?${new URLSearchParams({ [REQUEST_ROWS_FIELD]: rows })}` : "/scope";
