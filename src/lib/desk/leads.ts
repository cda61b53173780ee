import type { DatabaseSync, SQLInputValue, SQLOutputValue } from "node:sqlite";
import type { StoredLead } from "@/lib/leads/inbox/store";
import { audit } from "./db";

/** What staff do with a lead, in order. */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);

export const PAGE_SIZE = 50;

export interface LeadFilter {
  form?: string | undefined;
  status?: LeadStatus | undefined;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export interface DeskLeadRow {
  reference: string;
  createdAt: string;
  form: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  status: LeadStatus;
  notification: string;
}

export interface DeskLead extends DeskLeadRow {
  id: number;
  fields: Record<string, unknown>;
  fileName: string | null;
  fileSize: number | null;
  notificationError: string | null;
}

type Row = Record<string, SQLOutputValue>;

const pick = (fields: Record<string, unknown>, names: string[]) => {
  for (const n of names)
    if (typeof fields[n] === "string" && fields[n] !== "") return String(fields[n]);
  return "";
};

/** India's day boundaries as UTC instants (IST is UTC+5:30, no daylight saving). */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const istEnd = (day: string) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

function where(filter: LeadFilter): { sql: string; params: SQLInputValue[] } {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.form) {
    clauses.push("l.form = ?");
    params.push(filter.form);
  }
  if (filter.status) {
    clauses.push("COALESCE(s.status, 'new') = ?");
    params.push(filter.status);
  }
  if (filter.from && /^\d{4}-\d{2}-\d{2}$/.test(filter.from)) {
    clauses.push("l.created_at >= ?");
    params.push(istStart(filter.from));
  }
  if (filter.to && /^\d{4}-\d{2}-\d{2}$/.test(filter.to)) {
    clauses.push("l.created_at < ?");
    params.push(istEnd(filter.to));
  }
  const q = filter.q?.trim();
  if (q) {
    // The fields JSON holds name, company, e-mail, phone and message as typed.
    clauses.push("(l.reference LIKE ? ESCAPE '\\' OR l.fields LIKE ? ESCAPE '\\')");
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, like);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

const SELECT = `SELECT l.id, l.reference, l.created_at, l.form, l.fields, l.file_name, l.file_size,
  COALESCE(s.status, 'new') AS status, n.state AS notification, n.last_error
  FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id LEFT JOIN notifications n ON n.lead_id = l.id`;

function toRow(r: Row): DeskLead {
  let fields: Record<string, unknown> = {};
  try {
    fields = JSON.parse(String(r.fields)) as Record<string, unknown>;
  } catch {
    // shown as empty
  }
  return {
    id: Number(r.id),
    reference: String(r.reference),
    createdAt: String(r.created_at),
    form: String(r.form),
    fields,
    name: pick(fields, ["user_name", "full_name", "name", "contact_person"]),
    company: pick(fields, ["company_name", "company"]),
    email: pick(fields, ["user_email", "email", "work_email", "newsletter_email"]),
    phone: pick(fields, ["user_phone", "phone"]),
    status: isLeadStatus(r.status) ? r.status : "new",
    notification:
      r.notification === null || r.notification === undefined ? "none" : String(r.notification),
    notificationError:
      r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
    fileName: r.file_name === null ? null : String(r.file_name),
    fileSize: r.file_size === null ? null : Number(r.file_size),
  };
}

export function listLeads(db: DatabaseSync, filter: LeadFilter) {
  const { sql, params } = where(filter);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const total = Number(
    (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id ${sql}`,
        )
        .get(...params) as Row
    ).n,
  );
  const rows = (
    db
      .prepare(`${SELECT} ${sql} ORDER BY l.id DESC LIMIT ? OFFSET ?`)
      .all(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE) as Row[]
  ).map(toRow);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const r of db
    .prepare(
      "SELECT COALESCE(s.status, 'new') AS status, COUNT(*) AS n FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id GROUP BY 1",
    )
    .all() as Row[])
    if (isLeadStatus(r.status)) counts[r.status] = Number(r.n);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), counts };
}

/** Every lead the filter matches, newest first, as the CSV export reads them. */
export function exportLeads(db: DatabaseSync, filter: LeadFilter): StoredLead[] {
  const { sql, params } = where(filter);
  return (
    db
      .prepare(
        `SELECT l.id, l.reference, l.created_at, l.template, l.form, l.fields, l.file_name, l.file_type, l.file_size, l.client, l.user_agent
         FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id ${sql} ORDER BY l.id DESC`,
      )
      .all(...params) as Row[]
  ).map((r) => ({
    id: Number(r.id),
    reference: String(r.reference),
    createdAt: String(r.created_at),
    template: String(r.template),
    form: String(r.form),
    fields: toRow(r).fields,
    fileName: r.file_name === null ? null : String(r.file_name),
    fileType: r.file_type === null ? null : String(r.file_type),
    fileSize: r.file_size === null ? null : Number(r.file_size),
    client: String(r.client),
    userAgent: r.user_agent === null ? null : String(r.user_agent),
  }));
}

/**
 * Erasure on a visitor's request: the lead, its file, notes, status and
 * notification go (freed pages overwritten); the audit log keeps only the
 * reference, who and when.
 */
export function deleteLead(db: DatabaseSync, reference: string, who: string): boolean {
  db.exec("PRAGMA secure_delete=ON");
  const deleted =
    Number(db.prepare("DELETE FROM leads WHERE reference = ?").run(reference).changes) === 1;
  if (!deleted) return false;
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  audit(db, who, "lead deleted", reference);
  return true;
}

export function deskLead(db: DatabaseSync, reference: string): DeskLead | undefined {
  const row = db.prepare(`${SELECT} WHERE l.reference = ?`).get(reference) as Row | undefined;
  return row ? toRow(row) : undefined;
}

export function leadFile(db: DatabaseSync, reference: string) {
  const row = db
    .prepare("SELECT file_name, file_type, file FROM leads WHERE reference = ?")
    .get(reference) as Row | undefined;
  if (!row || !(row.file instanceof Uint8Array)) return undefined;
  return { name: String(row.file_name), type: String(row.file_type), bytes: row.file };
}

export interface LeadNote {
  author: string;
  at: string;
  text: string;
}

export const MAX_NOTE_CHARS = 5000;

export function leadNotes(db: DatabaseSync, leadId: number): LeadNote[] {
  return (
    db
      .prepare("SELECT author, at, text FROM lead_notes WHERE lead_id = ? ORDER BY id")
      .all(leadId) as Row[]
  ).map((r) => ({ author: String(r.author), at: String(r.at), text: String(r.text) }));
}

export function addLeadNote(
  db: DatabaseSync,
  reference: string,
  text: string,
  author: string,
): boolean {
  const lead = deskLead(db, reference);
  const note = text.trim().slice(0, MAX_NOTE_CHARS);
  if (!lead || note === "") return false;
  db.prepare("INSERT INTO lead_notes (lead_id, author, at, text) VALUES (?, ?, ?, ?)").run(
    lead.id,
    author,
    new Date().toISOString(),
    note,
  );
  audit(db, author, "note added", reference);
  return true;
}

export interface AuditEntry {
  at: string;
  who: string;
  action: string;
  detail: string;
}

export function auditLog(db: DatabaseSync, limit = 200): AuditEntry[] {
  return (
    db
      .prepare("SELECT at, who, action, detail FROM desk_audit ORDER BY id DESC LIMIT ?")
      .all(limit) as Row[]
  ).map((r) => ({
    at: String(r.at),
    who: String(r.who),
    action: String(r.action),
    detail: String(r.detail),
  }));
}

export function setLeadStatus(
  db: DatabaseSync,
  reference: string,
  status: LeadStatus,
  who: string,
): boolean {
  const lead = deskLead(db, reference);
  if (!lead) return false;
  db.prepare(
    `INSERT INTO lead_status (lead_id, status, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (lead_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(lead.id, status, new Date().toISOString(), who);
  audit(db, who, "status changed", `${reference}: ${lead.status} → ${status}`);
  return true;
}
