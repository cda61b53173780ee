/**
 * Where the NABL mark and the words "NABL accredited" may stand (NABL's rules
 * on the accreditation symbol, issue 39): beside a row of the scope that is
 * accredited, and beside a service that has at least one such row. A service
 * whose rows are all outside the accreditation says so instead; one with no
 * rows says nothing. The one rule every page, the brochure and the request
 * follow: pass one row as [row].
 */
export type NablStanding =
  /** At least one accredited row: the mark and the words may stand beside it. */
  | "accredited"
  /** Rows, none accredited: no mark; the page says these tests are outside the accreditation. */
  | "outside"
  /** No rows at all: no mark, nothing said. */
  | "none";

export function nablStanding(rows: readonly { accredited: boolean }[]): NablStanding {
  if (rows.some((r) => r.accredited)) return "accredited";
  return rows.length ? "outside" : "none";
}

/** Whether the NABL mark or its wording may stand beside these rows (a row, or a service's). */
export const mayShowNablMark = (rows: readonly { accredited: boolean }[]): boolean =>
  nablStanding(rows) === "accredited";
