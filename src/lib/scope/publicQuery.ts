import {
  queryHref,
  queryRules,
  readQuery,
  WRONG,
  type QueryRule,
} from "@/lib/platform/convention/queryFilter";
import { parsePicks, picksValue, withPick, type PickedRow } from "./requestLink";
import {
  SCOPE_SEARCH_MAX,
  SCOPE_SEARCH_MIN,
  scopeFacets,
  nearestScopeRows,
  scopeKinds,
  searchScope,
  type ScopeFacets,
  type ScopeFilter,
  type ScopeRow,
} from "./rows";

/**
 * /scope's address: `q` (the search), `kind`, `discipline`, `group` (the
 * filters), `page` (past the first SCOPE_PAGE_ROWS) and `rows` (the tests picked
 * for a request, lib/scope/requestLink.ts).
 * Everything the page links to keeps them, so the page works with no script.
 */
export const SCOPE_PATH = "/scope";

export interface ScopeQuery {
  filter: ScopeFilter;
  picks: PickedRow[];
  /** The search as typed (spaces folded, cut at its longest), for the field. */
  text: string;
  /** Which page of the rows, from 1. */
  page: number;
  /** What the page says about the address: a search too short or too long, a filter or page it does not know. */
  problem?: "tooShort" | "tooLong" | "wrongFilter" | "wrongPage" | undefined;
}

const oneOfFacet =
  (values: readonly string[]): QueryRule<string> =>
  (value) =>
    values.includes(value) ? value : WRONG;

/** Reads the page's address against the scope's own disciplines and groups. */
export function readScopeQuery(params: URLSearchParams, facets: ScopeFacets): ScopeQuery {
  const picks = parsePicks(params.get("rows"));
  const raw = (params.get("q") ?? "").replace(/\s+/g, " ").trim();
  const read = readQuery(params, {
    kind: queryRules.oneOf(scopeKinds),
    discipline: oneOfFacet(facets.disciplines),
    group: oneOfFacet(facets.groups),
  });
  const filter: ScopeFilter = read.ok ? { ...read.values } : {};
  const pageRead = readQuery(params, { page: queryRules.page });
  let problem: ScopeQuery["problem"];
  if (!pageRead.ok) problem = "wrongPage";
  if (!read.ok) problem = "wrongFilter";
  if ([...raw].length > SCOPE_SEARCH_MAX) problem = "tooLong";
  else if (raw && [...raw].length < SCOPE_SEARCH_MIN) problem = "tooShort";
  else if (raw) filter.q = raw;
  const page = pageRead.ok ? (pageRead.values.page ?? 1) : 1;
  return { filter, picks, page, problem, text: [...raw].slice(0, SCOPE_SEARCH_MAX).join("") };
}

/** The page's address with these filters, picks and page (empty ones and page 1 left out). */
export function scopeHref(
  filter: ScopeFilter,
  picks: readonly PickedRow[],
  hash = "",
  page = 1,
): string {
  const rows = picks.length ? picksValue(picks) : undefined;
  const names = ["q", "kind", "discipline", "group", "page", "rows"] as const;
  return `${queryHref(SCOPE_PATH, { ...filter, page, rows }, names)}${hash}`;
}

/** Where a row's "Add to request" on /scope goes: the same page, with the row picked, back at the row. */
export const addHref = (filter: ScopeFilter, picks: readonly PickedRow[], id: number, page = 1) =>
  scopeHref(filter, withPick(picks, id), `#row-${id}`, page);

/**
 * The rows /scope shows at once; the others are on the next pages. Thirty
 * keeps the page (with its inline styles and heading font) within two round
 * trips of a phone's connection: at 120 rows Lighthouse's LCP was 1.23-1.35 s.
 */
export const SCOPE_PAGE_ROWS = 30;

export interface ScopePageData {
  query: ScopeQuery;
  facets: ScopeFacets;
  rows: ScopeRow[];
  /** How many rows match, on every page. */
  total: number;
  /** How many pages they fill (at least 1). */
  pageCount: number;
  /** Rows in order of how well they match (a search was made), not grouped. */
  ranked: boolean;
  /** When a search finds nothing: the rows nearest to it (lib/scope/rows.ts nearestScopeRows). */
  nearest: ScopeRow[];
}

/** What /scope shows for its address. */
export async function scopePageData(params: URLSearchParams): Promise<ScopePageData> {
  const facets = await scopeFacets();
  const query = readScopeQuery(params, facets);
  // A search too short or too long is left out (the page says so); the filters still apply.
  const search = (page: number) =>
    searchScope(query.filter, { limit: SCOPE_PAGE_ROWS, offset: (page - 1) * SCOPE_PAGE_ROWS });
  let found = await search(query.page);
  const pageCount = Math.max(1, Math.ceil(found.total / SCOPE_PAGE_ROWS));
  if (query.page > pageCount) {
    // A page past the last (the scope shrank, or a typed address): the first, said so.
    query.page = 1;
    query.problem ??= "wrongPage";
    found = await search(1);
  }
  const { rows, total } = found;
  const ranked = Boolean(query.filter.q);
  const nearest = ranked && total === 0 ? await nearestScopeRows(query.filter) : [];
  return { query, facets, rows, total, pageCount, ranked, nearest };
}
