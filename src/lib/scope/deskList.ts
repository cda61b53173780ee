import { queryHref, queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { SCOPE_DESK_HREF } from "./deskActions";
import type { ScopeRow } from "./rows";
import { filteredScopeCount, filteredScopeIds, scopeOutsideCount, scopeRowsByIds } from "./store";

/** Rows a page of the desk's scope list shows. */
export const SCOPE_DESK_PAGE_SIZE = 200;

const SCOPE_LIST_QUERY = { page: queryRules.page };

/** Page `n` of the desk's scope list (the first: the list's own address). */
export const scopeDeskPageHref = (n: number) => queryHref(SCOPE_DESK_HREF, { page: n });

/** One page of the desk's scope list, with how many rows there are and how many are outside the accreditation. */
export type ScopeDeskPage = {
  rows: ScopeRow[];
  total: number;
  outside: number;
  page: number;
  pages: number;
};

/** Page `page` of the list (1 when past the last), and whether the address asked for one it cannot have. */
async function listPage(
  page: number,
  size: number,
): Promise<{ wrong: boolean; list: ScopeDeskPage }> {
  const total = await filteredScopeCount({});
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = page > pages ? 1 : page;
  const ids = await filteredScopeIds({}, size, (shown - 1) * size);
  const rows = await scopeRowsByIds(ids);
  const outside = await scopeOutsideCount();
  return { wrong: shown !== page, list: { rows, total, outside, page: shown, pages } };
}

/**
 * The page of the scope's rows the address asks for (`?page=`, in the
 * scope's order), read a page at a time. A page the list cannot have (not a
 * number, or past the last) is `wrong` (the page answers 400, or shows the
 * first page under a post's answer).
 */
export async function scopeDeskList(
  query: URLSearchParams,
  size = SCOPE_DESK_PAGE_SIZE,
): Promise<{ wrong: boolean; list: ScopeDeskPage }> {
  const reading = readQuery(query, SCOPE_LIST_QUERY);
  if (!reading.ok) return { ...(await listPage(1, size)), wrong: true };
  return listPage(reading.values.page ?? 1, size);
}
