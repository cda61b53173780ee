/**
 * The rows a visitor picks for a test request, carried in the address so
 * they survive a reload and need no script (issue 39): `rows=<id>x<qty>,…`,
 * each id a scope row's public number, each quantity a whole number 1 to 999.
 * /scope carries it through its links and its search form, and its Add link
 * adds one; /request reads it (lib/scope/rows.ts scopeRowsByIds gives the rows).
 */
export const REQUEST_PATH = "/request";
export const MAX_QUANTITY = 999;
/** At most this many rows in one request: a longer list is cut (an address stays short). */
export const MAX_REQUEST_ROWS = 50;

export interface PickedRow {
  id: number;
  quantity: number;
}

const PICK = /^([1-9]\d{0,8})x([1-9]\d{0,2})$/;

/**
 * The picks of a `rows` value, in their order, each id once (a repeat adds to
 * the quantity, up to 999); a piece that is not `<id>x<qty>` is left out.
 */
export function parsePicks(value: string | null | undefined): PickedRow[] {
  const picks: PickedRow[] = [];
  for (const piece of (value ?? "").split(",")) {
    const m = PICK.exec(piece.trim());
    if (!m) continue;
    const id = Number(m[1]);
    const quantity = Number(m[2]);
    const earlier = picks.find((p) => p.id === id);
    if (earlier) earlier.quantity = Math.min(MAX_QUANTITY, earlier.quantity + quantity);
    else if (picks.length < MAX_REQUEST_ROWS) picks.push({ id, quantity });
  }
  return picks;
}

/** The `rows` value of some picks ("12x1,40x3"). */
export const picksValue = (picks: readonly PickedRow[]): string =>
  picks.map((p) => `${p.id}x${p.quantity}`).join(",");

/** The picks with one more row (quantity 1), or unchanged when it is picked already. */
export const withPick = (picks: readonly PickedRow[], id: number): PickedRow[] =>
  picks.some((p) => p.id === id) || picks.length >= MAX_REQUEST_ROWS
    ? [...picks]
    : [...picks, { id, quantity: 1 }];

/** The test request's address with these rows in it. */
export const requestHref = (picks: readonly PickedRow[]): string =>
  picks.length
    ? `${REQUEST_PATH}?${new URLSearchParams({ rows: picksValue(picks) })}`
    : REQUEST_PATH;
