import type { ScopeFilter, ScopeKind, ScopeRow } from "./scopeRow";
import { respelt, scopeSearchQuery, wordsOf } from "./searchQuery";
import { searchWordSets } from "./searchWords";
import {
  filteredScopeCount,
  filteredScopeIds,
  filteredScopeRows,
  indexTermsFrom,
  rankedScopeIds,
  scopeRowsByIds,
} from "./store";

export {
  allScopeRows,
  scopeFacets,
  scopeRowsByIds,
  scopeRowsOfService,
  serviceHasAccreditedRow,
} from "./store";

export type { ScopeFacets, ScopeFilter, ScopeKind, ScopeRow, ScopeValues } from "./scopeRow";
export const scopeKinds: readonly ScopeKind[] = ["testing", "calibration"];

/** Fewer characters than this are not searched (two: BDV's PD and IR are words): the page asks for more. */
export const SCOPE_SEARCH_MIN = 2;
/** Longest search accepted (the page refuses longer ones). */
export const SCOPE_SEARCH_MAX = 100;

export interface ScopeSearch {
  rows: ScopeRow[];
  /** How many rows match (more than `rows` holds when a limit cut them). */
  total: number;
  /** A search of 1 character: nothing was looked up. */
  tooShort: boolean;
}

/**
 * The rows that match, best first: every word of the search through the word
 * index (migration 0040; standards, synonyms and prefixes as
 * lib/scope/searchQuery.ts writes them) over discipline, group, product,
 * parameter, method and range, and the filters exactly. Without a search,
 * every row in the scope's order. `limit` and `offset` give one page of them;
 * `total` counts them all.
 */
export async function searchScope(
  filter: ScopeFilter,
  { limit, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<ScopeSearch> {
  const q = (filter.q ?? "").trim();
  if (q && [...q].length < SCOPE_SEARCH_MIN) return { rows: [], total: 0, tooShort: true };
  if (q) {
    const query = scopeSearchQuery(q, await searchWordSets());
    if (!query) return { rows: [], total: 0, tooShort: false };
    const { ids, total } = await rankedScopeIds(query.all, filter, {
      limit,
      offset,
      first: query.first,
    });
    return { rows: await scopeRowsByIds(ids), total, tooShort: false };
  }
  // With a limit, the ids are chosen first and only those rows read whole (with their services).
  const rows =
    limit === undefined
      ? await filteredScopeRows(filter)
      : await scopeRowsByIds(await filteredScopeIds(filter, limit, offset));
  const total =
    limit !== undefined && (rows.length === limit || offset > 0)
      ? await filteredScopeCount(filter)
      : rows.length;
  return { rows, total, tooShort: false };
}

/** How many rows "no row matches" suggests. */
export const NEAREST_ROWS = 5;

/**
 * When no row has every word: the rows with most of them (any word, best
 * first), or, when no row has any, the rows with the index's words nearest to
 * them in spelling ("impluse" → impulse, lib/scope/searchQuery.ts respelt).
 * The filters still apply.
 */
export async function nearestScopeRows(filter: ScopeFilter): Promise<ScopeRow[]> {
  const q = (filter.q ?? "").trim();
  if ([...q].length < SCOPE_SEARCH_MIN) return [];
  const query = scopeSearchQuery(q, await searchWordSets());
  const options = { limit: NEAREST_ROWS, count: false };
  let ids = query ? (await rankedScopeIds(query.any, filter, options)).ids : [];
  if (ids.length === 0) {
    // respelt asks for the index's words by first letter: each letter's read once, first.
    const letters = new Set(
      wordsOf(q)
        .filter((w) => w.length >= 4 && !/^\p{N}+$/u.test(w))
        .map((w) => w[0]!),
    );
    const terms = new Map<string, string[]>();
    for (const letter of letters) terms.set(letter, await indexTermsFrom(letter));
    const spelt = respelt(q, (letter) => terms.get(letter) ?? []);
    if (spelt) ids = (await rankedScopeIds(spelt, filter, options)).ids;
  }
  return scopeRowsByIds(ids);
}
