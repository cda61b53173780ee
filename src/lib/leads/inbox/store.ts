import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { OUTBOX_SCHEMA, enqueueNotification, sqliteOutbox } from "./outbox";
import { resolveDataPath } from "./dbPath";

type SqliteOutbox = ReturnType<typeof sqliteOutbox>;

/**
 * The lead inbox's durable store: one SQLite file (node:sqlite), WAL journal,
 * synchronous=FULL so that a committed lead survives a crash or power loss
 * before the visitor is told "OK". Every lead is written in ONE transaction
 * (row + its reference), so nothing is ever stored half-way.
 */

export interface LeadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NewLead {
  template: string;
  form: string;
  /** The validated values (no file). */
  fields: Record<string, unknown>;
  file?: LeadFile | undefined;
  client: string;
  userAgent?: string | null | undefined;
  /** Defaults to now. */
  createdAt?: Date | undefined;
  /** The lead's notification: 'pending' when e-mail notifications are on (default 'off'). */
  notify?: "pending" | "off" | undefined;
}

export interface StoredLead {
  id: number;
  reference: string;
  createdAt: string;
  template: string;
  form: string;
  fields: Record<string, unknown>;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  client: string;
  userAgent: string | null;
}

export interface LeadStore {
  readonly path: string;
  insert(lead: NewLead): { id: number; reference: string };
  list(): StoredLead[];
  get(reference: string): StoredLead | undefined;
  file(reference: string): LeadFile | undefined;
  count(): number;
  /** Removes a lead, its file and everything attached to it (erasure on request); false if unknown. */
  delete(reference: string): boolean;
  /**
   * Retention: removes leads received before `leadsBefore`, and blanks the IP
   * address and browser of leads received before `clientBefore`.
   */
  purge(leadsBefore: Date, clientBefore: Date): { deleted: number; anonymised: number };
  /** A consistent copy of the whole database (VACUUM INTO), file mode 0600. */
  backup(target: string): void;
  /** The notification outbox kept beside the leads. */
  outbox(): SqliteOutbox;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT UNIQUE,
  created_at TEXT NOT NULL,
  template TEXT NOT NULL,
  form TEXT NOT NULL,
  fields TEXT NOT NULL,
  file_name TEXT,
  file_type TEXT,
  file_size INTEGER,
  file BLOB,
  client TEXT NOT NULL,
  user_agent TEXT
);
`;

/** The lab's year (India time) of a moment. */
function kolkataYear(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" }).format(
    date,
  );
}

/** LEAD-{year}-{id padded to 6 digits}. */
export function formatReference(id: number, createdAt: Date): string {
  return `LEAD-${kolkataYear(createdAt)}-${String(id).padStart(6, "0")}`;
}

export const REFERENCE_PATTERN = /^LEAD-\d{4}-\d{6,}$/;

type Row = Record<string, SQLOutputValue>;

const str = (v: SQLOutputValue | undefined): string =>
  typeof v === "string" ? v : String(v ?? "");
const strOrNull = (v: SQLOutputValue | undefined): string | null =>
  v === null || v === undefined ? null : str(v);
const numOrNull = (v: SQLOutputValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

function parseFields(text: SQLOutputValue | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(str(text));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toLead(row: Row): StoredLead {
  return {
    id: Number(row.id),
    reference: str(row.reference),
    createdAt: str(row.created_at),
    template: str(row.template),
    form: str(row.form),
    fields: parseFields(row.fields),
    fileName: strOrNull(row.file_name),
    fileType: strOrNull(row.file_type),
    fileSize: numOrNull(row.file_size),
    client: str(row.client),
    userAgent: strOrNull(row.user_agent),
  };
}

const COLUMNS =
  "id, reference, created_at, template, form, fields, file_name, file_type, file_size, client, user_agent";

/** Databases created before references were AUTOINCREMENT get the new table, rows and ids kept. */
function migrateToAutoincrement(db: DatabaseSync): void {
  const row = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'")
    .get() as Row | undefined;
  if (!row || /AUTOINCREMENT/i.test(str(row.sql))) return;
  db.exec("PRAGMA foreign_keys=OFF"); // dropping the old table must not cascade to its notifications
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(SCHEMA.replace("leads (", "leads_autoincrement ("));
    db.exec(
      `INSERT INTO leads_autoincrement (${COLUMNS}, file) SELECT ${COLUMNS}, file FROM leads`,
    );
    db.exec("DROP TABLE leads");
    db.exec("ALTER TABLE leads_autoincrement RENAME TO leads");
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.exec("PRAGMA foreign_keys=ON");
  }
}

/** Only the server's own user may read the leads: folder 0700, database files 0600. */
function restrictFiles(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}

export interface OpenOptions {
  /** Reading only (the command line's listings): nothing is created or changed. */
  readOnly?: boolean;
}

export function openLeadStore(path: string, { readOnly = false }: OpenOptions = {}): LeadStore {
  const fullPath = resolveDataPath(path);
  const memory = fullPath === ":memory:";
  if (!memory && !readOnly && !existsSync(dirname(fullPath)))
    mkdirSync(dirname(fullPath), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(fullPath, { timeout: 10_000, readOnly });
  if (!readOnly) {
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL");
    // Freed pages are overwritten: an erased lead leaves nothing behind in the file.
    db.exec("PRAGMA secure_delete=ON");
    db.exec("PRAGMA foreign_keys=ON");
    db.exec(SCHEMA);
    migrateToAutoincrement(db);
    db.exec(OUTBOX_SCHEMA);
    if (!memory) restrictFiles(fullPath);
  }
  const outbox = sqliteOutbox(db);

  const insertRow = db.prepare(
    `INSERT INTO leads (created_at, template, form, fields, file_name, file_type, file_size, file, client, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setReference = db.prepare("UPDATE leads SET reference = ? WHERE id = ?");
  const selectAll = db.prepare(`SELECT ${COLUMNS} FROM leads ORDER BY id`);
  const selectOne = db.prepare(`SELECT ${COLUMNS} FROM leads WHERE reference = ?`);
  const selectFile = db.prepare("SELECT file_name, file_type, file FROM leads WHERE reference = ?");
  const countRows = db.prepare("SELECT COUNT(*) AS n FROM leads");
  const write = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };

  return {
    path: fullPath,
    insert(lead) {
      const createdAt = lead.createdAt ?? new Date();
      const file = lead.file;
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = insertRow.run(
          createdAt.toISOString(),
          lead.template,
          lead.form,
          JSON.stringify(lead.fields),
          file ? file.name : null,
          file ? file.type : null,
          file ? file.bytes.byteLength : null,
          file ? file.bytes : null,
          lead.client,
          lead.userAgent ?? null,
        );
        const id = Number(result.lastInsertRowid);
        const reference = formatReference(id, createdAt);
        const updated = setReference.run(reference, id);
        if (Number(updated.changes) !== 1) throw new Error("reference not written");
        enqueueNotification(db, id, lead.notify ?? "off", createdAt);
        db.exec("COMMIT");
        return { id, reference };
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    list() {
      return (selectAll.all() as Row[]).map(toLead);
    },
    get(reference) {
      const row = selectOne.get(reference) as Row | undefined;
      return row ? toLead(row) : undefined;
    },
    file(reference) {
      const row = selectFile.get(reference) as Row | undefined;
      if (!row || !(row.file instanceof Uint8Array)) return undefined;
      return { name: str(row.file_name), type: str(row.file_type), bytes: row.file };
    },
    count() {
      const row = countRows.get() as Row | undefined;
      return Number(row?.n ?? 0);
    },
    delete(reference) {
      const deleted = write(
        () =>
          Number(db.prepare("DELETE FROM leads WHERE reference = ?").run(reference).changes) === 1,
      );
      // Into the main file now (zeroed by secure_delete), not left in the write-ahead log.
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      return deleted;
    },
    purge(leadsBefore, clientBefore) {
      const result = write(() => ({
        deleted: Number(
          db.prepare("DELETE FROM leads WHERE created_at < ?").run(leadsBefore.toISOString())
            .changes,
        ),
        anonymised: Number(
          db
            .prepare(
              "UPDATE leads SET client = '', user_agent = NULL WHERE created_at < ? AND (client <> '' OR user_agent IS NOT NULL)",
            )
            .run(clientBefore.toISOString()).changes,
        ),
      }));
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      return result;
    },
    backup(target) {
      if (existsSync(target)) throw new Error(`${target} exists already`);
      db.prepare("VACUUM INTO ?").run(target);
      chmodSync(target, 0o600);
    },
    outbox: () => outbox,
    close() {
      if (db.isOpen) db.close();
    },
  };
}

/** One store per database file per process (route handlers share it; survives dev reloads). */
const registry = ((
  globalThis as { __malwaLeadStores?: Map<string, LeadStore> }
).__malwaLeadStores ??= new Map<string, LeadStore>());

export function sharedLeadStore(path: string): LeadStore {
  const key = resolveDataPath(path);
  let store = registry.get(key);
  if (!store) {
    store = openLeadStore(key);
    registry.set(key, store);
  }
  return store;
}
