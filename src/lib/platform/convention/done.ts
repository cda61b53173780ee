import { recordHref } from "./recordId";

/**
 * After a save a desk page redirects (303) to an address that says what was
 * done: `?done=<what>` (one word, what happened: "published", "closed",
 * "uploaded"), and `?id=` when a record is meant. The page shows that area's
 * words for it (`done` in its module of src/content); a value the area does
 * not know, or one read on a POST, says nothing.
 */
export const DONE = "done";

/**
 * The address a save redirects to: the page, what was done, and the record's
 * id when one is meant. A save that does several things at once (a case's
 * status and note) names each, in one value (`?done=status+note`).
 */
export function doneHref(
  path: string,
  done: string | readonly string[],
  id?: string,
  /** What else the page needs to say it (a certificate's saved version). */
  more: Record<string, string> = {},
): string {
  const query = { [DONE]: typeof done === "string" ? done : done.join(" "), ...more };
  return id === undefined ? `${path}?${new URLSearchParams(query)}` : recordHref(path, id, query);
}

/** What a page's address says was done, when it is one of `known` (the keys of the area's words). */
export function doneOf<K extends string>(
  url: URL,
  known: readonly K[] | Readonly<Record<K, unknown>>,
): K | undefined {
  const given = url.searchParams.get(DONE);
  if (!given) return undefined;
  const keys: readonly string[] = Array.isArray(known) ? known : Object.keys(known);
  return keys.includes(given) ? (given as K) : undefined;
}

/**
 * What a page's address says one save did when it may do several things
 * (`?done=status+note`): each of `known` it names, in `known`'s order, and
 * nothing it does not know ([] when it names none).
 */
export function doneListOf<K extends string>(url: URL, known: readonly K[]): K[] {
  const given = url.searchParams.get(DONE)?.split(" ") ?? [];
  return known.filter((word) => given.includes(word));
}
