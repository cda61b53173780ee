import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { leadContact, type Contact } from "@/content/forms";
import { transaction } from "@/lib/db/connection";
import {
  countLeads,
  eraseLeadRows as eraseLead,
  leadColumns,
  toLead,
  type StoredLead,
} from "@/lib/db/leads";
import { audit } from "./audit";
import { leadQuery } from "./search";

import { isLeadStatus, LEAD_STATUSES, type LeadFilter, type LeadStatus } from "./leadFilter";

export { isLeadStatus, LEAD_STATUSES, type LeadFilter, type LeadStatus };

export const PAGE_SIZE = 50;

export interface DeskLeadRow extends Contact {
  reference: string;
  createdAt: string;
  form: string;
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

const COLUMNS = `${leadColumns("l")}, COALESCE(s.status, 'new') AS status,
  n.state AS notification, n.last_error`;
const SELECT = `SELECT ${COLUMNS}
  FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id LEFT JOIN notifications n ON n.lead_id = l.id`;

/**
 * A search that matches more leads than this lists them newest first: bm25
 * costs 1 to 3 µs per match (40 ms for the 48,000 leads of one common word),
 * and among thousands of matches for a common word the score says little.
 */
export const RANK_LIMIT = 5_000;

/** How many leads nobody has answered yet (status new), for the desk's start page. */
export const newLeadCount = (db: DatabaseSync) => statusCounts(db, countLeads(db)).new;

/** Leads per status: those without a status row are new. */
function statusCounts(db: DatabaseSync, leads: number): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  let marked = 0;
  for (const r of db
    .prepare("SELECT status, COUNT(*) AS n FROM lead_status WHERE status <> 'new' GROUP BY status")
    .all() as Row[]) {
    marked += Number(r.n);
    if (isLeadStatus(r.status)) counts[r.status] = Number(r.n);
  }
  counts.new = leads - marked;
  return counts;
}

function toRow(r: Row): DeskLead {
  const lead = toLead(r);
  return {
    id: lead.id,
    reference: lead.reference,
    createdAt: lead.createdAt,
    form: lead.form,
    fields: lead.fields,
    ...leadContact(lead.fields),
    status: isLeadStatus(r.status) ? r.status : "new",
    notification:
      r.notification === null || r.notification === undefined ? "none" : String(r.notification),
    notificationError:
      r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
    fileName: lead.fileName,
    fileSize: lead.fileSize,
  };
}

export function listLeads(db: DatabaseSync, filter: LeadFilter) {
  const query = leadQuery(filter);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const leads = countLeads(db);
  const counts = statusCounts(db, leads);
  // Every lead, or every lead of one status: counted already.
  const total = query.everything
    ? leads
    : filter.status && leadQuery({ ...filter, status: undefined }).everything
      ? counts[filter.status]
      : Number(
          (
            db
              .prepare(`SELECT COUNT(*) AS n FROM ${query.from} ${query.where}`)
              .get(...query.params) as Row
          ).n,
        );
  // The page's ids first, then their rows: the order and the offset touch ids only.
  const order =
    query.match && total <= RANK_LIMIT ? `bm25(lead_search), ${query.id} DESC` : `${query.id} DESC`;
  const ids = (
    db
      .prepare(
        `SELECT ${query.id} AS id FROM ${query.from} ${query.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...query.params, PAGE_SIZE, (page - 1) * PAGE_SIZE) as Row[]
  ).map((r) => Number(r.id));
  const byId = new Map(
    (
      db.prepare(`${SELECT} WHERE l.id IN (${ids.map(() => "?").join(", ")})`).all(...ids) as Row[]
    ).map((r) => [Number(r.id), toRow(r)]),
  );
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), counts };
}

/** A stored lead with what staff made of it: its status and the newest note. */
export interface ExportedLead extends StoredLead {
  status: LeadStatus;
  latestNote: string;
}

/**
 * Every lead the filter matches, as the CSV export reads them: newest first
 * (the desk's order without a search) or oldest first (the command line's).
 */
export function exportLeads(
  db: DatabaseSync,
  filter: LeadFilter,
  order: "newest" | "oldest" = "newest",
): ExportedLead[] {
  const query = leadQuery(filter);
  return (
    db
      .prepare(
        `SELECT ${leadColumns("l")}, COALESCE(s.status, 'new') AS status,
          (SELECT text FROM lead_notes n WHERE n.lead_id = l.id ORDER BY n.id DESC LIMIT 1) AS latest_note
         FROM leads l LEFT JOIN lead_status s ON s.lead_id = l.id
         ${query.everything ? "" : `WHERE l.id IN (SELECT ${query.id} FROM ${query.from} ${query.where})`}
         ORDER BY l.id ${order === "newest" ? "DESC" : "ASC"}`,
      )
      .all(...query.params) as Row[]
  ).map((r) => ({
    ...toLead(r),
    status: isLeadStatus(r.status) ? r.status : "new",
    latestNote: typeof r.latest_note === "string" ? r.latest_note : "",
  }));
}

/**
 * Erasure on a visitor's request (lib/db/leads.ts); the audit log keeps only
 * the reference, who and when.
 */
export function deleteLead(db: DatabaseSync, reference: string, who: string): boolean {
  if (!eraseLead(db, reference)) return false;
  audit(db, who, "lead deleted", reference);
  return true;
}

export function deskLead(db: DatabaseSync, reference: string): DeskLead | undefined {
  const row = db.prepare(`${SELECT} WHERE l.reference = ?`).get(reference) as Row | undefined;
  return row ? toRow(row) : undefined;
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

/** What one Save of the lead's page changed. */
export interface LeadUpdate {
  status: boolean;
  note: boolean;
}

/**
 * The lead's page's one Save: the status (when it differs) and a note (when
 * one was typed), together in one transaction; each change is logged.
 * Undefined when there is no such lead.
 */
export function updateLead(
  db: DatabaseSync,
  reference: string,
  change: { status: LeadStatus; note: string },
  who: string,
): LeadUpdate | undefined {
  return transaction(db, () => {
    const lead = deskLead(db, reference);
    if (!lead) return undefined;
    const status =
      change.status !== lead.status && setLeadStatus(db, reference, change.status, who);
    const note = addLeadNote(db, reference, change.note, who);
    return { status, note };
  });
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
