/**
 * A search of the scope's word index as a tree of terms (lib/scope/searchQuery.ts
 * builds it), written in each engine's syntax: an FTS5 expression for SQLite's
 * scope_words (migration 0040), a tsquery for PostgreSQL's
 * scope_rows.search_words (migration 0049). Words are letters and digits
 * only (searchQuery.ts wordsOf), and each is quoted, so nothing typed is syntax.
 */
export type SearchTerm =
  /** These words one after the other in one column; the last one a prefix when `prefix`. */
  | { words: string[]; prefix?: boolean }
  /** Both phrases in one column, in either order, at most `distance` words between them. */
  | { near: [string[], string[]]; distance: number }
  | { all: SearchTerm[] }
  | { any: SearchTerm[] };

const fts5Phrase = (words: readonly string[]) => `"${words.join(" ")}"`;

/** The FTS5 expression for a term (groups inside another term in brackets). */
export function fts5Expression(term: SearchTerm, inner = false): string {
  if ("words" in term) return `${fts5Phrase(term.words)}${term.prefix ? "*" : ""}`;
  if ("near" in term)
    return `NEAR(${fts5Phrase(term.near[0])} ${fts5Phrase(term.near[1])}, ${term.distance})`;
  const [members, operator] = "all" in term ? [term.all, " AND "] : [term.any, " OR "];
  const joined = members.map((m) => fts5Expression(m, true)).join(operator);
  return inner ? `(${joined})` : joined;
}

const lexeme = (word: string) => `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** A phrase as tsquery: each word the next one's neighbour (<->), the last a prefix (:*) when asked. */
function tsPhrase(words: readonly string[], prefix = false): string {
  const lexemes = words.map(
    (w, i) => `${lexeme(w)}${prefix && i === words.length - 1 ? ":*" : ""}`,
  );
  return lexemes.length === 1 ? lexemes[0]! : `(${lexemes.join(" <-> ")})`;
}

/**
 * The tsquery text for a term (cast with ::tsquery: the words as they are,
 * no dictionary). FTS5's NEAR(a b, n), either order with at most n words
 * between, is each of the distances 1 to n + 1 (<k>) both ways.
 */
export function tsqueryText(term: SearchTerm): string {
  if ("words" in term) return tsPhrase(term.words, term.prefix);
  if ("near" in term) {
    const [a, b] = term.near.map((words) => tsPhrase(words));
    const ways: string[] = [];
    for (let k = 1; k <= term.distance + 1; k++) ways.push(`${a} <${k}> ${b}`, `${b} <${k}> ${a}`);
    return `(${ways.join(" | ")})`;
  }
  const [members, operator] = "all" in term ? [term.all, " & "] : [term.any, " | "];
  return `(${members.map(tsqueryText).join(operator)})`;
}
