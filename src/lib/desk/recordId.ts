/**
 * Every desk page that shows one record names it `?id=…` (a lead's or an
 * application's reference, a report's ULR or report number, an account's
 * e-mail, an article's or an opening's id).
 */
export const RECORD_ID = "id";

/** The names pages used before (in links already e-mailed or bookmarked): answered with a redirect. */
const FORMER_NAMES = ["ref", "ulr", "email"] as const;

/** The record a page's address names, cut to `max` characters ("" when none). */
export const recordIdOf = (url: URL, max = 254): string =>
  url.searchParams.get(RECORD_ID)?.slice(0, max) ?? "";

/** The address of a desk page with `id`: the one way the desk writes a link to a record. */
export const recordHref = (path: string, id: string, more: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ [RECORD_ID]: id, ...more })}`;

/**
 * An old address (`/desk/lead?id=…`, `/desk/reports/view?id=…`,
 * `/desk/accounts/edit?id=…`) as the same page with `id`, or undefined when the address is current.
 */
export function currentRecordAddress(url: URL): string | undefined {
  if (url.searchParams.has(RECORD_ID)) return undefined;
  // One value: a form's several `ref` checkboxes (the register's selection) are not an address.
  const former = FORMER_NAMES.find((name) => url.searchParams.getAll(name).length === 1);
  if (!former) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams)
    query.append(name === former ? RECORD_ID : name, value);
  return `${url.pathname}?${query}`;
}
