import { backupDatabase, openDatabase, type OpenOptions } from "@/lib/db/connection";
import { resolveDataPath } from "@/lib/db/path";
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

/** A lead store with a connection of its own (the command line, tests); close it when done. */
export function openLeadStore(configured: string, options: OpenOptions = {}): OpenLeadStore {
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
