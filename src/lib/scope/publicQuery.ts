import type { DatabaseSync } from "node:sqlite";
import { queryRules, readQuery, WRONG, type QueryRule } from "@/lib/desk/queryFilter";
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
 * filters) and `rows` (the tests picked for a request, lib/scope/requestLink.ts).
 * Everything the page links to keeps them, so the page works with no script.
 */
export const SCOPE_PATH = "/scope";

export interface ScopeQuery {
  filter: ScopeFilter;
  picks: PickedRow[];
  /** The search as typed (spaces folded, cut at its longest), for the field. */
  text: string;
  /** What the page says about the address: a search too short or too long, a filter it does not know. */
  problem?: "tooShort" | "tooLong" | "wrongFilter" | undefined;
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
  let problem: ScopeQuery["problem"];
  if (!read.ok) problem = "wrongFilter";
  if ([...raw].length > SCOPE_SEARCH_MAX) problem = "tooLong";
  else if (raw && [...raw].length < SCOPE_SEARCH_MIN) problem = "tooShort";
  else if (raw) filter.q = raw;
  return { filter, picks, problem, text: [...raw].slice(0, SCOPE_SEARCH_MAX).join("") };
}

/** The page's address with these filters and picks (empty ones left out). */
export function scopeHref(filter: ScopeFilter, picks: readonly PickedRow[], hash = ""): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.discipline) params.set("discipline", filter.discipline);
  if (filter.group) params.set("group", filter.group);
  if (picks.length) params.set("rows", picksValue(picks));
  const search = params.toString();
  return `${SCOPE_PATH}${search ? `?${search}` : ""}${hash}`;
}

/** Where a row's "Add to request" on /scope goes: the same page, with the row picked, back at the row. */
export const addHref = (filter: ScopeFilter, picks: readonly PickedRow[], id: number) =>
  scopeHref(filter, withPick(picks, id), `#row-${id}`);

/** The most rows /scope shows at once; past them it asks for a search or a filter. */
export const SCOPE_PAGE_ROWS = 120;

export interface ScopePageData {
  query: ScopeQuery;
  facets: ScopeFacets;
  rows: ScopeRow[];
  /** How many rows match: more than `rows` when the page shows only the first SCOPE_PAGE_ROWS. */
  total: number;
  /** Rows in order of how well they match (a search was made), not grouped. */
  ranked: boolean;
  /** When a search finds nothing: the rows nearest to it (lib/scope/rows.ts nearestScopeRows). */
  nearest: ScopeRow[];
}

/** What /scope shows for its address. */
export function scopePageData(db: DatabaseSync, params: URLSearchParams): ScopePageData {
  const facets = scopeFacets(db);
  const query = readScopeQuery(params, facets);
  // A search too short or too long is left out (the page says so); the filters still apply.
  const { rows, total } = searchScope(db, query.filter, { limit: SCOPE_PAGE_ROWS });
  const ranked = Boolean(query.filter.q);
  const nearest = ranked && total === 0 ? nearestScopeRows(db, query.filter) : [];
  return { query, facets, rows, total, ranked, nearest };
}
