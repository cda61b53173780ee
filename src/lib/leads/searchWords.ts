/**
 * The words of a leads' search (the desk's filter, ./listFilter.ts),
 * as the store looks them up (./store.ts leadSelection). A search uses the
 * lead_search index (migrations/0005_lead_search.ts, trigram tokenizer):
 * every word must occur in the lead's reference or values. A word of three
 * characters or more becomes a quoted FTS5 string, so the search language's
 * own characters (quotes, *, -, :, ^, parentheses, AND/OR/NOT/NEAR) are only
 * text and can never make the query fail. The trigram index cannot look up
 * shorter words: they are matched with LIKE over the indexed values instead
 * (a scan, about 20 ms at 100,000 leads).
 */

/** Words beyond these are ignored: a search stays one bounded query. */
export const MAX_SEARCH_WORDS = 12;

export interface Search {
  /** The FTS5 MATCH expression, when a word is long enough for the index. */
  match: string | undefined;
  /** LIKE patterns (escape character `\`) for the shorter words. */
  likes: string[];
  /**
   * LIKE patterns for every word: PostgreSQL's search (issue 53), where a
   * trigram index (pg_trgm) answers ILIKE itself for words of three or more.
   */
  everyLike: string[];
}

const TRIGRAM = 3;

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search for what was typed, or undefined for an empty search. */
export function parseSearch(q: string | undefined): Search | undefined {
  const words = [...new Set((q ?? "").split(/\s+/u).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const long = words.filter((w) => [...w].length >= TRIGRAM);
  return {
    match: long.length > 0 ? long.map(quoted).join(" ") : undefined,
    likes: words.filter((w) => [...w].length < TRIGRAM).map(likePattern),
    everyLike: words.map(likePattern),
  };
}
