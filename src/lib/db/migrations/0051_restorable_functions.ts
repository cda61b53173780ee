import type { Migration } from "./types";

/**
 * PostgreSQL only (issue 53): the scope's search vector is a generated column
 * whose function calls another of ours by its bare name. pg_restore runs with
 * an empty search_path, so restoring a dump (`npm run restore`, the monthly
 * drill) failed at CREATE TABLE scope_rows: the inner function was not found.
 * The outer function now carries the schema it was made in; it runs once per
 * written row, where inlining (which a SET clause prevents) gains nothing.
 *
 * SQLite needs nothing.
 */
export const migration: Migration = {
  version: 51,
  name: "restorable_functions",
  up: "SELECT 1",
  postgres: `
ALTER FUNCTION scope_words_vector(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT) SET search_path FROM CURRENT;
`,
};
