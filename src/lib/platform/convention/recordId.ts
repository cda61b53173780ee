/**
 * Every desk page that shows one record names it `?id=…` (a lead's or an
 * application's reference, a report's ULR or report number, an account's
 * e-mail, an article's or an opening's id).
 */
export const RECORD_ID = "id";

/** The pages that named their record otherwise before (links already e-mailed or bookmarked), and that name. */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  "/desk/lead": "ref",
  "/desk/file": "ref",
  "/desk/reports/view": "ulr",
  "/desk/reports/pdf": "ulr",
  "/desk/reports/qr.png": "ulr",
  "/desk/reports/qr.svg": "ulr",
  "/desk/accounts/edit": "email",
};

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
  const former = FORMER_NAMES[url.pathname];
  if (!former || url.searchParams.getAll(former).length !== 1) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams)
    query.append(name === former ? RECORD_ID : name, value);
  return `${url.pathname}?${query}`;
}
