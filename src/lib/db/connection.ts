import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { checkSchema, migrate } from "./migrate";
import { resolveDataPath } from "./path";

/**
 * The one place that opens the database (an SQLite file, node:sqlite): the
 * server's shared connection and the command line's own. Only the server's
 * user may read it: folder 0700, files 0600. WAL journal, synchronous=FULL (a
 * lead the visitor was told about survives a crash or power loss),
 * secure_delete (an erased lead leaves nothing in the file), foreign keys on
 * (erasing a lead erases what hangs on it), and the schema migrated on open.
 */

export interface OpenOptions {
  /** Reading only (the command line's listings): nothing is created, migrated or changed. */
  readOnly?: boolean;
}

function restrictFiles(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}

/** Each connection's page cache, in KiB. */
const PAGE_CACHE_KIB = 64 * 1024;

/** A connection of its own (close it when done); `configured` is relative to the project's root. */
export function openDatabase(configured: string, { readOnly = false }: OpenOptions = {}) {
  const path = resolveDataPath(configured);
  const memory = path === ":memory:";
  if (!memory && !readOnly && !existsSync(dirname(path)))
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(path, { timeout: 10_000, readOnly });
  try {
    // SQLite's own default (2 MiB) holds too few of the register's pages: a
    // customer with 5,000 reports spread over 1,000,000 reads about 20 MiB per
    // list, and re-reading them from the OS made every portal page ~40 % slower
    // (bench:portal). Grown only as pages are read.
    db.exec(`PRAGMA cache_size=-${PAGE_CACHE_KIB}`);
    if (readOnly) {
      checkSchema(db, path);
      return db;
    }
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL");
    db.exec("PRAGMA secure_delete=ON");
    migrate(db, path);
    if (!memory) restrictFiles(path);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** One connection per database file per process (survives the dev server's reloads). */
const shared = ((
  globalThis as { __malwaDatabases?: Map<string, DatabaseSync> }
).__malwaDatabases ??= new Map<string, DatabaseSync>());

export function sharedDatabase(configured: string): DatabaseSync {
  const path = resolveDataPath(configured);
  let db = shared.get(path);
  if (!db?.isOpen) {
    db = openDatabase(path);
    shared.set(path, db);
  }
  return db;
}

/** A consistent copy of the whole database (VACUUM INTO) in a new file, mode 0600. */
export function backupDatabase(db: DatabaseSync, target: string): void {
  if (existsSync(target)) throw new Error(`${target} exists already`);
  db.prepare("VACUUM INTO ?").run(target);
  chmodSync(target, 0o600);
}

/** Runs `work` in one write transaction: all of it is stored, or nothing. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
