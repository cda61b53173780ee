import type { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import { sharedDatabase } from "./connection";
import { postgresUrl, shownUrl } from "./engine";
import { databaseLocation, resolveDataPath, type DatabaseLocation } from "./path";
import { sharedPostgres } from "./postgresConnect";
import type { Tables } from "./tables.generated";

let location: DatabaseLocation | undefined;

/** The server's database file (lib/db/path.ts databaseLocation), decided once per process. */
export function serverDatabaseLocation(): DatabaseLocation {
  location ??= databaseLocation();
  return location;
}

/** The server's database file as a full path. */
export const serverDatabasePath = (): string =>
  resolveDataPath(serverDatabaseLocation().configured);

/** The server's database: leads, accounts, the register, articles and photos share it. */
export const serverDatabase = (): DatabaseSync => {
  if (postgresUrl()) throw new Error("DATABASE_URL names PostgreSQL: no SQLite file is opened");
  return sharedDatabase(serverDatabaseLocation().configured);
};

/** The server's PostgreSQL store when DATABASE_URL names one (issue 53), else undefined. */
export function serverPostgres(): Kysely<Tables> | undefined {
  const url = postgresUrl();
  return url ? sharedPostgres(url) : undefined;
}

/**
 * The server's store opened and migrated before it serves: the SQLite file
 * on opening, PostgreSQL on a first query (lib/db/postgresConnect.ts).
 */
export async function openServerStore(): Promise<void> {
  const postgres = serverPostgres();
  if (postgres) await sql`SELECT 1`.execute(postgres);
  else serverDatabase();
}

/** Where the server's record is, for its start-up line and the desk's status page. */
export function serverDatabaseShown(): string {
  const url = postgresUrl();
  if (url) return `${shownUrl(url)} (PostgreSQL, DATABASE_URL)`;
  return `${serverDatabasePath()} (${serverDatabaseLocation().because})`;
}
