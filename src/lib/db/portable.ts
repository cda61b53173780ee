import { sql, type RawBuilder } from "kysely";
import { currentEngine } from "./store";

/**
 * The few pieces of SQL SQLite and PostgreSQL spell differently (issue 53),
 * each for the engine of the work in hand's store. The stores write the rest
 * once; Kysely's builder already speaks both.
 */

/** The values of a list as a subquery's rows (`x IN (…)`): json_each, or json_array_elements_text. */
export function listValues(values: readonly (string | number)[]): RawBuilder<unknown> {
  const json = JSON.stringify(values);
  return currentEngine() === "postgres"
    ? sql`(SELECT value FROM json_array_elements_text(${json}::json) AS value)`
    : sql`(SELECT value FROM json_each(${json}))`;
}

/** A text column compared and sorted without regard to ASCII case: NOCASE, or lower(). */
export function caseless(column: RawBuilder<unknown>): RawBuilder<unknown> {
  return currentEngine() === "postgres" ? sql`lower(${column})` : sql`${column} COLLATE NOCASE`;
}

/** `from` with SQLite's choice of index (INDEXED BY); PostgreSQL's planner chooses its own. */
export function fromIndexed(table: string, index: string, alias = ""): RawBuilder<unknown> {
  const as = alias ? ` ${alias}` : "";
  return currentEngine() === "postgres"
    ? sql.raw(`${table}${as}`)
    : sql.raw(`${table}${as} INDEXED BY ${index}`);
}

/** A group's values joined with `separator`: group_concat, or string_agg. */
export function joinedValues(
  column: RawBuilder<unknown>,
  separator: string,
): RawBuilder<string | null> {
  return currentEngine() === "postgres"
    ? sql<string | null>`string_agg(${column}::text, ${separator})`
    : sql<string | null>`group_concat(${column}, ${separator})`;
}

/** The last `length` characters of a text: substr with a negative start, or right(). */
export function lastCharacters(column: RawBuilder<unknown>, length: number): RawBuilder<string> {
  return currentEngine() === "postgres"
    ? sql<string>`right(${column}, ${length})`
    : sql<string>`substr(${column}, ${-length})`;
}

/** A join SQLite must take in the order written (CROSS JOIN … ON); PostgreSQL plans a JOIN itself. */
export function forcedJoin(): RawBuilder<unknown> {
  return sql.raw(currentEngine() === "postgres" ? "JOIN" : "CROSS JOIN");
}

/**
 * `column LIKE pattern ESCAPE '\'` without regard to ASCII case, as SQLite's
 * LIKE is: ILIKE on PostgreSQL, whose LIKE minds case.
 */
export function likeCaseless(column: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return currentEngine() === "postgres"
    ? sql<boolean>`${column} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`;
}
