import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { OUTBOX_SCHEMA, enqueueNotification, sqliteOutbox } from "./outbox";

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
  /** The notification outbox kept beside the leads. */
  outbox(): SqliteOutbox;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
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

export function openLeadStore(path: string): LeadStore {
  const fullPath = path === ":memory:" ? path : resolve(path);
  if (fullPath !== ":memory:") mkdirSync(dirname(fullPath), { recursive: true });
  const db = new DatabaseSync(fullPath, { timeout: 10_000 });
  db.exec("PRAGMA journal_mode=WAL");
  db.exec("PRAGMA synchronous=FULL");
  db.exec("PRAGMA foreign_keys=ON");
  db.exec(SCHEMA);
  db.exec(OUTBOX_SCHEMA);
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
  const key = path === ":memory:" ? path : resolve(path);
  let store = registry.get(key);
  if (!store) {
    store = openLeadStore(key);
    registry.set(key, store);
  }
  return store;
}
