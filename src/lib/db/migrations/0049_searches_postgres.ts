import type { Migration } from "./types";

/**
 * Two searches on PostgreSQL (issue 53).
 *
 * The scope's words: what SQLite's FTS5 table
 * scope_words (0040) is there: a tsvector column of scope_rows kept by
 * PostgreSQL itself (GENERATED … STORED) with a GIN index, over the same six
 * columns. Its words are cut as unicode61 with remove_diacritics cuts them:
 * Latin accents off (NFD, combining marks U+0300-U+036F removed), lower case,
 * split at every character that is not a letter or digit; a word longer than
 * a tsvector holds (2,047 bytes) is left out. Each column's words are weighted
 * as SQLite's bm25 WEIGHTS (lib/scope/store.ts): parameter and method A,
 * product B, group C, discipline and range D; and each starts 10 places after
 * the one before, so a phrase or NEAR never spans two columns (FTS5 matches
 * within a column). The search's expressions are written for both engines in
 * lib/scope/searchExpressions.ts; the vocabulary SQLite keeps in
 * scope_words_terms is the column's words (ts_stat) here.
 *
 * The register's search for a ULR's start (lib/reports/store.ts) is a range
 * in code point order, as SQLite compares text; the ULR's unique index is in
 * the database's collation, so a second one in "C" answers the range.
 *
 * SQLite needs nothing: its indexes are migrations 0040's and 0016's.
 */
export const migration: Migration = {
  version: 49,
  name: "searches_postgres",
  up: "SELECT 1",
  postgres: `
CREATE FUNCTION scope_words_of(line TEXT) RETURNS TEXT[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(
    regexp_split_to_array(
      lower(regexp_replace(normalize(coalesce(line, ''), NFD), '[\\u0300-\\u036f]+', '', 'g')),
      '[^[:alnum:]]+'
    ),
    ''
  )
$$;

CREATE FUNCTION scope_words_vector(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH columns AS (
    SELECT c.n, c.weight, scope_words_of(c.line) AS words
    FROM (VALUES (1, 'D', $1), (2, 'C', $2), (3, 'B', $3), (4, 'A', $4), (5, 'A', $5), (6, 'D', $6))
      AS c(n, weight, line)
  ), placed AS (
    SELECT weight, words,
      sum(cardinality(words) + 10) OVER (ORDER BY n) - cardinality(words) - 10 AS start
    FROM columns
  )
  SELECT coalesce(
    string_agg('''' || w.word || ''':' || least(p.start + w.i, 16383) || p.weight, ' '),
    ''
  )::tsvector
  FROM placed p CROSS JOIN LATERAL unnest(p.words) WITH ORDINALITY AS w(word, i)
  WHERE octet_length(w.word) < 2048
$$;

ALTER TABLE scope_rows ADD COLUMN search_words tsvector
  GENERATED ALWAYS AS (scope_words_vector(discipline, group_name, product, parameter, method, range)) STORED;

CREATE INDEX scope_rows_search_words ON scope_rows USING gin (search_words);

CREATE INDEX reports_ulr_code_points ON reports (ulr COLLATE "C");
`,
};
