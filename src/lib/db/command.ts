import type { Kysely } from "kysely";
import { openDatabase, type OpenOptions } from "./connection";
import { postgresUrl } from "./engine";
import { openPostgres } from "./postgresConnect";
import { serverDatabasePath } from "./server";
import { storeOf, withStore } from "./store";
import type { Tables } from "./tables.generated";

/**
 * The server's record opened for a command (`npm run desk`, `npm run leads`,
 * the backup commands): PostgreSQL when DATABASE_URL names it, else the
 * server's SQLite file (or `path`), with a connection of the command's own.
 */
export interface CommandStore {
  store: Kysely<Tables>;
  /** Runs `task` on this store (lib/db/store.ts withStore). */
  within<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openCommandStore(
  path: string = serverDatabasePath(),
  options: OpenOptions = {},
): CommandStore {
  const url = postgresUrl();
  if (url) {
    const store = openPostgres(url, { max: 2 });
    return {
      store,
      within: (task) => withStore(store, task),
      close: () => store.destroy(),
    };
  }
  const db = openDatabase(path, options);
  const store = storeOf(db);
  return {
    store,
    within: (task) => withStore(db, task),
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}
