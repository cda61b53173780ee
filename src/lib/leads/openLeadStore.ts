import { backupDatabase, openDatabase, type OpenOptions } from "@/lib/db/connection";
import { isPostgresUrl, shownUrl } from "@/lib/db/engine";
import { resolveDataPath } from "@/lib/db/path";
import { openPostgres } from "@/lib/db/postgresConnect";
import { withStore } from "@/lib/db/store";
import type { LeadStore, StoredLead } from "./leads";
import { allLeads, countLeads, insertLead, leadByReference } from "./store";

/** The leads of one database file, as the command line and tests use them. */
export interface OpenLeadStore extends LeadStore {
  readonly path: string;
  list(): Promise<StoredLead[]>;
  get(reference: string): Promise<StoredLead | undefined>;
  count(): Promise<number>;
  /** A consistent copy of the whole database, file mode 0600. */
  backup(target: string): void;
  /** Runs `task` with this file as its store (what a case does with a lead: lib/cases). */
  within<T>(task: () => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * A lead store with a connection of its own (the command line, tests); close
 * it when done. `configured` is an SQLite file, or a PostgreSQL URL (issue 53:
 * DATABASE_URL), where the copy of the database alone is pg_dump's.
 */
export function openLeadStore(configured: string, options: OpenOptions = {}): OpenLeadStore {
  if (isPostgresUrl(configured)) {
    const store = openPostgres(configured, { max: 2 });
    const within = <T>(task: () => Promise<T>) => withStore(store, task);
    return {
      path: shownUrl(configured),
      insert: (lead) => within(() => insertLead(lead)),
      list: () => within(allLeads),
      get: (reference) => within(() => leadByReference(reference)),
      count: () => within(countLeads),
      backup: () => {
        throw new Error(
          "On PostgreSQL a copy of the database alone is pg_dump's (README: Running on more than one server).",
        );
      },
      within,
      close() {
        void store.destroy();
      },
    };
  }
  const path = resolveDataPath(configured);
  const db = openDatabase(path, options);
  const within = <T>(task: () => Promise<T>) => withStore(db, task);
  return {
    path,
    insert: (lead) => within(() => insertLead(lead)),
    list: () => within(allLeads),
    get: (reference) => within(() => leadByReference(reference)),
    count: () => within(countLeads),
    backup: (target) => backupDatabase(db, target),
    within,
    close() {
      if (db.isOpen) db.close();
    },
  };
}
