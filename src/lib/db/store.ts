import { AsyncLocalStorage } from "node:async_hooks";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, type Transaction } from "kysely";
import { NodeSqliteDialect } from "./dialect";
import { serverDatabase } from "./server";
import type { Tables } from "./tables.generated";

/**
 * The async boundary every area's `store.ts` is written against: Kysely over
 * one node:sqlite connection (lib/db/dialect.ts).
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

/** The store for the work in hand: its transaction, its chosen store, or the server's. */
export function currentStore(): Store {
  const current = work.getStore();
  return current?.trx ?? current?.root ?? storeOf(serverDatabase());
}

/**
 * The connection under the work in hand's store, for the one synchronous
 * write left (issue 52): the verification counts, written from the process's
 * exit handler, which cannot wait (lib/reports/store.ts). Inside
 * `writeTogether` it is the transaction's own connection.
 */
export function legacyDatabase(): DatabaseSync {
  const root = work.getStore()?.root;
  return (root && connections.get(root)) ?? serverDatabase();
}

/**
 * The connection under the work in hand's store, for what SQL cannot say:
 * SQLite's online backup of it (lib/backup/store.ts), and where its file is
 * (the secrets key beside it, lib/platform/secretBox.ts). Never in a route.
 */
export function currentConnection(): DatabaseSync {
  const root = work.getStore()?.root ?? storeOf(serverDatabase());
  const db = connections.get(root);
  if (!db) throw new Error("This store was not opened on a node:sqlite connection");
  return db;
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
 * Runs `task` in one write transaction (BEGIN IMMEDIATE): all of it is stored,
 * or nothing. Inside one already, it is part of that one.
 */
export function writeTogether<T>(task: () => Promise<T>): Promise<T> {
  const current = work.getStore();
  if (current?.trx) return task();
  const root = current?.root ?? storeOf(serverDatabase());
  return root.transaction().execute((trx) => work.run({ root, trx }, task));
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
