import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { backupDatabase, openDatabase, transaction, type OpenOptions } from "./connection";
import { resolveDataPath } from "./path";
import { acknowledgesForm } from "@/content/acknowledgements";
import { leadContact } from "@/content/forms";
import { enqueueAcknowledgement } from "@/lib/db/acknowledgements";
import {
  formatReference,
  LEAD_ACKNOWLEDGEMENTS,
  type LeadFile,
  type NewLead,
  type StoredLead,
} from "@/lib/leads/leads";

export { formatReference, LEAD_ACKNOWLEDGEMENTS, type LeadFile, type NewLead, type StoredLead };

/**
 * The leads table (migrations/0001_leads.ts): a lead is written in ONE
 * transaction with its reference and its notification row, so nothing is
 * ever stored half-way, and read back as a StoredLead. What staff do with it
 * (status, notes, erasure, the purge, its file, its e-mail) is a case's
 * (lib/cases, lib/leads/case.ts).
 */

type Row = Record<string, SQLOutputValue>;

/** Every column but the file's bytes, for `alias.`-prefixed joins too. */
export const leadColumns = (alias = "") =>
  [
    "id",
    "reference",
    "created_at",
    "template",
    "form",
    "fields",
    "file_name",
    "file_type",
    "file_size",
    "client",
    "user_agent",
  ]
    .map((column) => (alias ? `${alias}.${column}` : column))
    .join(", ");

const text = (v: SQLOutputValue | undefined): string =>
  typeof v === "string" ? v : String(v ?? "");
const textOrNull = (v: SQLOutputValue | undefined): string | null =>
  v === null || v === undefined ? null : text(v);
const numberOrNull = (v: SQLOutputValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

function parseFields(json: SQLOutputValue | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text(json));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // an unreadable row is still shown, with what there is
  }
}

/** A row with the columns of `leadColumns()` as a lead. */
export function toLead(row: Row): StoredLead {
  return {
    id: Number(row.id),
    reference: text(row.reference),
    createdAt: text(row.created_at),
    template: text(row.template),
    form: text(row.form),
    fields: parseFields(row.fields),
    fileName: textOrNull(row.file_name),
    fileType: textOrNull(row.file_type),
    fileSize: numberOrNull(row.file_size),
    client: text(row.client),
    userAgent: textOrNull(row.user_agent),
  };
}

/**
 * The lead's outbox row (migrations/0002_notifications.ts), in the lead's own
 * transaction: 'pending' until the e-mail is sent (lib/cases/outbox.ts), 'off'
 * when e-mails were off as it came in.
 */

function enqueueNotification(
  db: DatabaseSync,
  leadId: number,
  state: "pending" | "off",
  now: Date,
) {
  db.prepare("INSERT INTO notifications (lead_id, state, next_attempt_at) VALUES (?, ?, ?)").run(
    leadId,
    state,
    now.toISOString(),
  );
}

export function insertLead(db: DatabaseSync, lead: NewLead): { id: number; reference: string } {
  const createdAt = lead.createdAt ?? new Date();
  const file = lead.file;
  return transaction(db, () => {
    const result = db
      .prepare(
        `INSERT INTO leads (created_at, template, form, fields, file_name, file_type, file_size, file, client, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
    const reference = formatReference(id, createdAt, lead.form);
    const updated = db.prepare("UPDATE leads SET reference = ? WHERE id = ?").run(reference, id);
    if (Number(updated.changes) !== 1) throw new Error("reference not written");
    enqueueNotification(db, id, lead.notify ?? "off", lead.notifyAt ?? createdAt);
    const email = acknowledgesForm(lead.form) ? leadContact(lead.fields).email : "";
    if (email)
      enqueueAcknowledgement(
        db,
        LEAD_ACKNOWLEDGEMENTS,
        id,
        email,
        lead.acknowledge,
        lead.notifyAt ?? createdAt,
      );
    return { id, reference };
  });
}

/**
 * Gives a stored lead the file made for it (a test request's PDF) and lets its
 * e-mail go now, so the e-mail carries the file: one transaction, with `also`
 * (what else belongs to the file) inside it.
 */
export function attachLeadFile(
  db: DatabaseSync,
  id: number,
  file: LeadFile | undefined,
  now: Date,
  also?: () => void,
): void {
  transaction(db, () => {
    if (file)
      db.prepare(
        "UPDATE leads SET file_name = ?, file_type = ?, file_size = ?, file = ? WHERE id = ?",
      ).run(file.name, file.type, file.bytes.byteLength, file.bytes, id);
    also?.();
    db.prepare(
      "UPDATE notifications SET next_attempt_at = ? WHERE lead_id = ? AND state = 'pending'",
    ).run(now.toISOString(), id);
    db.prepare(
      "UPDATE lead_acknowledgements SET next_attempt_at = ? WHERE lead_id = ? AND state = 'pending'",
    ).run(now.toISOString(), id);
  });
}

export function leadByReference(db: DatabaseSync, reference: string): StoredLead | undefined {
  const row = db.prepare(`SELECT ${leadColumns()} FROM leads WHERE reference = ?`).get(reference);
  return row ? toLead(row) : undefined;
}

export function leadById(db: DatabaseSync, id: number): StoredLead | undefined {
  const row = db.prepare(`SELECT ${leadColumns()} FROM leads WHERE id = ?`).get(id);
  return row ? toLead(row) : undefined;
}

export function allLeads(db: DatabaseSync): StoredLead[] {
  return db.prepare(`SELECT ${leadColumns()} FROM leads ORDER BY id`).all().map(toLead);
}

export function countLeads(db: DatabaseSync): number {
  return Number(db.prepare("SELECT COUNT(*) AS n FROM leads").get()?.n ?? 0);
}

/** The leads of one database file, as the inbox and the command line use them. */
export interface LeadStore {
  insert(lead: NewLead): { id: number; reference: string };
  list(): StoredLead[];
  get(reference: string): StoredLead | undefined;
  count(): number;
  /** A consistent copy of the whole database, file mode 0600. */
  backup(target: string): void;
  /** The connection, for what a case does with a lead (lib/cases: its file, erasure, the purge). */
  readonly db: DatabaseSync;
}

/** The lead store over a connection someone else opened (and closes). */
export function leadStore(db: DatabaseSync): LeadStore {
  return {
    insert: (lead) => insertLead(db, lead),
    list: () => allLeads(db),
    get: (reference) => leadByReference(db, reference),
    count: () => countLeads(db),
    backup: (target) => backupDatabase(db, target),
    db,
  };
}

/** A lead store with a connection of its own (the command line, tests); close it when done. */
export function openLeadStore(
  configured: string,
  options: OpenOptions = {},
): LeadStore & { readonly path: string; close(): void } {
  const path = resolveDataPath(configured);
  const db = openDatabase(path, options);
  return {
    ...leadStore(db),
    path,
    close() {
      if (db.isOpen) db.close();
    },
  };
}
