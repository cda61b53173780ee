import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "@/lib/db/connection";
import { resolveDataPath } from "@/lib/db/path";
import { openPostgres } from "@/lib/db/postgresConnect";
import { storeOf, withStore } from "@/lib/db/store";
import type { Tables } from "@/lib/db/tables.generated";
import { fileStoreSettings } from "@/lib/env/fileStore";
import { diskFileStore, type FileStore } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";

/**
 * Where a server of the suite keeps its record (issue 53): an SQLite file's
 * path, or a PostgreSQL database's URL when the suite runs on PostgreSQL
 * (DATABASE_URL set for `npm run test:e2e:postgres`). Specs read and prepare
 * a server's record through its stores, never through one engine's API, so
 * they run on either.
 */

/** The suite runs on PostgreSQL: DATABASE_URL names the suite server's database. */
export const suiteOnPostgres = (): boolean => Boolean(process.env.DATABASE_URL?.trim());

export const isDatabaseUrl = (where: string) => /^postgres(ql)?:\/\//.test(where);

/** The suite server's record (playwright.config.ts). */
export const suiteRecord = (): string =>
  process.env.DATABASE_URL?.trim() ||
  resolveDataPath(process.env.DATABASE_PATH ?? "data/e2e-lab.sqlite");

/** The environment that points a server or a command at `where`, and nowhere else. */
export const recordEnv = (where: string): Record<string, string> =>
  isDatabaseUrl(where) ? { DATABASE_URL: where } : { DATABASE_PATH: where, DATABASE_URL: "" };

/** The folder a server on this record keeps its files in (report PDFs, photos): beside the file, or data/. */
export const dataDirOf = (where: string): string =>
  isDatabaseUrl(where) ? resolveDataPath("data") : dirname(where);

/**
 * The store a server on this record keeps its files in: the bucket its
 * environment names (FILE_STORE=s3; the suite server's is the suite's own,
 * which playwright.config.ts passes on), or the disk of `dataDirOf` (the
 * default). The same keys either way (lib/platform/storage).
 */
export function filesOf(
  where: string,
  env: Record<string, string | undefined> = process.env,
): FileStore {
  const settings = fileStoreSettings(env);
  return settings.kind === "s3" ? s3FileStore(settings) : diskFileStore(dataDirOf(where));
}

export interface OpenRecord {
  store: Kysely<Tables>;
  /** Runs `task` on this record's stores. */
  within<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The record at `where` kept open for several steps; close it when done. */
export function openRecord(where: string): OpenRecord {
  if (isDatabaseUrl(where)) {
    const store = openPostgres(where, { max: 2 });
    return { store, within: (task) => withStore(store, task), close: () => store.destroy() };
  }
  const db = openDatabase(where);
  const store = storeOf(db);
  return {
    store,
    within: (task) => withStore(db, task),
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}

/** Runs `task` on the stores of the record at `where` (a connection of its own, closed after). */
export async function onRecord<T>(where: string, task: () => Promise<T>): Promise<T> {
  if (isDatabaseUrl(where)) {
    const store = openPostgres(where, { max: 2 });
    try {
      return await withStore(store, task);
    } finally {
      await store.destroy();
    }
  }
  const db = openDatabase(where);
  try {
    return await withStore(db, task);
  } finally {
    db.close();
  }
}

/** The record at `where` as a Kysely store, for a spec's own check of a row. */
export async function onRecordStore<T>(
  where: string,
  task: (store: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (isDatabaseUrl(where)) {
    const store = openPostgres(where, { max: 2 });
    try {
      return await task(store);
    } finally {
      await store.destroy();
    }
  }
  const db = openDatabase(where);
  try {
    return await task(storeOf(db));
  } finally {
    db.close();
  }
}

/** Own servers' databases on the suite's PostgreSQL server are named so (dropped before a run). */
export const OWN_DATABASE_PREFIX = "e2e_own_";

/** The suite's PostgreSQL server with another database name. */
function onServer(database: string): string {
  const url = new URL(process.env.DATABASE_URL!.trim());
  url.pathname = `/${database}`;
  return url.toString();
}

async function serverStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: onServer("postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty record for a server of a test's own: a new database on PostgreSQL, else a file. */
export async function newOwnRecord(sqlitePath: () => string): Promise<string> {
  if (!suiteOnPostgres()) return sqlitePath();
  const name = `${OWN_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await serverStatement(`CREATE DATABASE ${name}`);
  return onServer(name);
}

/** Drops the own servers' databases of earlier runs (the suite's global setup). */
export async function dropOwnDatabases(): Promise<void> {
  if (!suiteOnPostgres()) return;
  const client = new pg.Client({ connectionString: onServer("postgres") });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${OWN_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
