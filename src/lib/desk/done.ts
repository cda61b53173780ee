import { recordHref } from "./recordId";

/**
 * After a save a desk page redirects (303) to an address that says what was
 * done: `?done=<what>` (one word, what happened: "published", "closed",
 * "uploaded"), and `?id=` when a record is meant. The page shows that area's
 * words for it (`done` in its module of src/content); a value the area does
 * not know, or one read on a POST, says nothing.
 */
export const DONE = "done";

/** The address a save redirects to: the page, what was done, and the record's id when one is meant. */
export const doneHref = (path: string, done: string, id?: string): string =>
  id === undefined
    ? `${path}?${new URLSearchParams({ [DONE]: done })}`
    : recordHref(path, id, { [DONE]: done });

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
