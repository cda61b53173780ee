import { AsyncLocalStorage } from "node:async_hooks";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, sql, type Transaction } from "kysely";
import { NodeSqliteDialect } from "./dialect";
import type { Engine } from "./engine";
import { onPostgres } from "./postgresConnect";
import { serverDatabase, serverPostgres } from "./server";
import type { Tables } from "./tables.generated";

/**
 * The async boundary every area's `store.ts` is written against: Kysely over
 * one node:sqlite connection (lib/db/dialect.ts), or over a pool of
 * PostgreSQL connections when DATABASE_URL names one (lib/db/postgres, issue 53).
 *
 * No route or action holds a database handle: a store function asks
 * `currentStore()` for the store of the work in hand. That is the open
 * transaction inside `writeTogether`, else the store a command or a test chose
 * with `withStore`, else the server's own. Carrying it in AsyncLocalStorage
 * means a store function called inside a transaction is in it without being
 * told, and can never wait on the root store the transaction holds (Kysely
 * serialises the one connection).
 */
export type Store = Kysely<Tables> | Transaction<Tables>;

const stores = new WeakMap<DatabaseSync, Kysely<Tables>>();
const connections = new WeakMap<Kysely<Tables>, DatabaseSync>();

/** The store over an open connection (one per connection, so its queue is shared). */
export function storeOf(db: DatabaseSync): Kysely<Tables> {
  let store = stores.get(db);
  if (!store) {
    store = new Kysely<Tables>({ dialect: new NodeSqliteDialect(db) });
    stores.set(db, store);
    connections.set(store, db);
  }
  return store;
}

interface Work {
  root: Kysely<Tables>;
  trx?: Transaction<Tables>;
}

const work = new AsyncLocalStorage<Work>();

/** The server's own store: PostgreSQL's when DATABASE_URL names one, else its SQLite file's. */
const serverRoot = (): Kysely<Tables> => serverPostgres() ?? storeOf(serverDatabase());

/** The store for the work in hand: its transaction, its chosen store, or the server's. */
export function currentStore(): Store {
  const current = work.getStore();
  return current?.trx ?? current?.root ?? serverRoot();
}

/**
 * The engine under the work in hand's store, for the few queries the two
 * write differently (FTS5 or pg_trgm, NOCASE or lower(), json_each or unnest).
 */
export function currentEngine(): Engine {
  return onPostgres(work.getStore()?.root ?? serverRoot()) ? "postgres" : "sqlite";
}

/** The root store of the work in hand (a transaction's own root): an identity for what is kept per store. */
export function currentRoot(): Kysely<Tables> {
  return work.getStore()?.root ?? serverRoot();
}

function sqliteOnly(what: string): never {
  throw new Error(`${what} needs the SQLite engine; this store is on PostgreSQL`);
}

/**
 * The connection under the work in hand's store, for the one synchronous
 * write left (issue 52): the verification counts, written from the process's
 * exit handler, which cannot wait (lib/reports/store.ts). Inside
 * `writeTogether` it is the transaction's own connection.
 */
export function legacyDatabase(): DatabaseSync {
  const root = work.getStore()?.root ?? serverRoot();
  return connections.get(root) ?? sqliteOnly("A synchronous write");
}

/**
 * The connection under the work in hand's store, for what SQL cannot say:
 * SQLite's online backup of it (lib/backup/store.ts), and where its file is
 * (the secrets key beside it, lib/platform/secretBox.ts). Never in a route.
 */
export function currentConnection(): DatabaseSync {
  const root = work.getStore()?.root ?? serverRoot();
  return connections.get(root) ?? sqliteOnly("The connection's file");
}

/** Runs `task` against this store (a command's own database, a test's). */
export function withStore<T>(
  store: Kysely<Tables> | DatabaseSync,
  task: () => Promise<T>,
): Promise<T> {
  const root = store instanceof Kysely ? store : storeOf(store);
  return work.run({ root }, task);
}

/**
 * The advisory lock every write transaction on PostgreSQL takes first: one
 * writer at a time across every app server, as SQLite's BEGIN IMMEDIATE gives
 * on one file, so a check and the write it allows are never split by another
 * server's (an organisation's addresses, a plan's apply, a claim's count).
 * Reads never wait for it. The number spells "LAB1".
 */
const WRITE_LOCK = 0x4c414231;

/**
 * Runs `task` in one write transaction (BEGIN IMMEDIATE on SQLite, the write
 * lock on PostgreSQL): all of it is stored, or nothing. Inside one already,
 * it is part of that one.
 */
export function writeTogether<T>(task: () => Promise<T>): Promise<T> {
  const current = work.getStore();
  if (current?.trx) return task();
  const root = current?.root ?? serverRoot();
  const postgres = onPostgres(root);
  return root.transaction().execute(async (trx) => {
    if (postgres) await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
    return work.run({ root, trx }, task);
  });
}

/**
 * Runs `task` on the root store even inside a transaction: for work that must
 * not share the transaction's fate or wait for it (the content version's bump
 * after a change, started and not awaited). Awaiting it inside the
 * transaction would wait for ever.
 */
export function outsideTransaction<T>(task: () => Promise<T>): Promise<T> {
  const current = work.getStore();
  return current?.trx ? work.run({ root: current.root }, task) : task();
}
