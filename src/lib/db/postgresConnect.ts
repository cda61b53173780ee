import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Tables } from "./tables.generated";
import { shownUrl } from "./engine";
import { migratePostgres } from "./postgresMigrate";

/**
 * Kysely over a pool of connections to PostgreSQL (issue 53), migrated before
 * its first query (./migrate.ts), as an SQLite file is on opening. Values
 * read back as SQLite gives them to the stores: BIGINT and NUMERIC (counts,
 * sums, ids) as numbers, not strings; every count the lab keeps is far below
 * 2^53.
 */

const NUMERIC_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

export const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    NUMERIC_TYPES.has(oid)
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * PostgreSQL's text cannot hold U+0000, which SQLite's can: a value with one
 * (a hostile query string, `?id=%00`) is sent with U+FFFD in its place, so a
 * lookup finds nothing, as it would on SQLite, instead of failing with a 500.
 */
const clean = (value: unknown) =>
  typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value;

function withoutNul(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) =>
    query(
      text,
      Array.isArray(values) ? values.map(clean) : values,
      ...rest,
    )) as typeof client.query;
}

/** Connections per app server: PostgreSQL's default limit (100) holds several servers and the jobs. */
const POOL_SIZE = 10;

const postgresStores = new WeakSet<Kysely<Tables>>();
const memoryKeyStores = new WeakSet<Kysely<Tables>>();

/**
 * Whether a store keeps its secrets key in memory (a test's own database)
 * rather than in the key file every app server and command shares
 * (lib/platform/secretBox.ts).
 */
export const keysInMemory = (store: Kysely<Tables>): boolean => memoryKeyStores.has(store);

/** Whether a store (a root, not a transaction) is on PostgreSQL. */
export const onPostgres = (store: Kysely<Tables>): boolean => postgresStores.has(store);

/** A store of its own on `url` (a command's, a test's); `destroy()` it when done. */
export function openPostgres(
  url: string,
  { max = POOL_SIZE, secretsInMemory = false } = {},
): Kysely<Tables> {
  const store = new Kysely<Tables>({
    log: (e) => {
      if (process.env.LOG_SQL_ERRORS && e.level === "error")
        console.error("SQL ERROR", e.query.sql, e.query.parameters);
    },
    dialect: new PostgresDialect({
      pool: async () => {
        const pool = new pg.Pool({ connectionString: url, max, types });
        pool.on("connect", withoutNul);
        try {
          await migratePostgres(pool, shownUrl(url));
        } catch (error) {
          await pool.end();
          throw error;
        }
        return pool;
      },
    }),
  });
  postgresStores.add(store);
  if (secretsInMemory) memoryKeyStores.add(store);
  return store;
}

/**
 * A store over a pool made elsewhere, without migrations (a backup's exported
 * snapshot, a restored database read as restored); `destroy()` it when done.
 */
export function postgresStoreOver(pool: pg.Pool): Kysely<Tables> {
  const store = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  postgresStores.add(store);
  return store;
}

/** One store per URL per process (survives the dev server's reloads). */
const shared = ((
  globalThis as { __malwaPostgres?: Map<string, Kysely<Tables>> }
).__malwaPostgres ??= new Map<string, Kysely<Tables>>());

export function sharedPostgres(url: string): Kysely<Tables> {
  let store = shared.get(url);
  if (!store) {
    store = openPostgres(url);
    shared.set(url, store);
  }
  return store;
}
