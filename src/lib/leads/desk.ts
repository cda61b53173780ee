import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { leadContact, type Contact } from "@/content/forms";
import { statusOfRow } from "@/lib/cases/status";
import { latestNoteSql, statusCounts, statusSql } from "@/lib/cases/store";
import { withStore } from "@/lib/db/store";
import { countLeads, leadColumns, toLead, type StoredLead } from "@/lib/db/leads";
import type { LeadFilter, LeadStatus } from "@/lib/desk/leadFilter";
import { leadQuery } from "@/lib/desk/search";
import { quotationWords } from "@/content/quotation";
import { leadCase } from "./case";

/**
 * The lead desk's reads: the list (filters, search, pages, counts per
 * status), one lead as its page shows it, the CSV export. What staff change
 * is a case's (lib/cases; the page's actions: ./deskActions.ts).
 */

export const PAGE_SIZE = 50;

export interface DeskLeadRow extends Contact {
  reference: string;
  createdAt: string;
  form: string;
  status: LeadStatus;
  notification: string;
  /** Who follows it up (their name, else their address) and by when (YYYY-MM-DD). */
  owner: string | null;
  followUp: string | null;
  /** A test request's newest quotation's total in paise, or null without one. */
  quotationPaise: number | null;
  /** A test request's indicative total as stored ("₹1,21,540.00"), or null. */
  indicative: string | null;
  /** Its newest quotation's state in words ("Accepted, PO 4500123"), or null without one. */
  quotation: string | null;
}

export interface DeskLead extends DeskLeadRow {
  id: number;
  fields: Record<string, unknown>;
  fileName: string | null;
  fileSize: number | null;
  notificationError: string | null;
}

type Row = Record<string, SQLOutputValue>;

const status = statusSql(leadCase, "l");
/** The newest quotation of a request (migration 0041), by the (lead, version) index. */
const NEWEST_QUOTATION = `(SELECT json_array(total_paise, answer, po_number) FROM quotations q
  WHERE q.lead_id = l.id ORDER BY version DESC LIMIT 1) AS quotation,`;

function quotationOf(value: unknown): { paise: number | null; state: string | null } {
  if (typeof value !== "string") return { paise: null, state: null };
  const [total, answer, po] = JSON.parse(value) as [number, string | null, string | null];
  return {
    paise: total,
    state:
      answer === "accepted"
        ? quotationWords.status.accepted(po ?? "")
        : answer === "changes"
          ? quotationWords.status.changes
          : quotationWords.status.sent,
  };
}
const SELECT = `SELECT ${leadColumns("l")}, ${status.column} AS status,
  n.state AS notification, n.last_error, ${NEWEST_QUOTATION}
  COALESCE(NULLIF(o.display_name, ''), f.owner) AS owner, f.due AS follow_up
  FROM leads l ${status.join} LEFT JOIN notifications n ON n.lead_id = l.id
  LEFT JOIN lead_follow_up f ON f.lead_id = l.id LEFT JOIN desk_users o ON o.email = f.owner`;

/**
 * A search that matches more leads than this lists them newest first: bm25
 * costs 1 to 3 µs per match (40 ms for the 48,000 leads of one common word),
 * and among thousands of matches for a common word the score says little.
 */
export const RANK_LIMIT = 5_000;

function toRow(r: Row): DeskLead {
  const lead = toLead(r);
  const quotation = quotationOf(r.quotation);
  const indicative = lead.fields.quote_total;
  return {
    quotationPaise: quotation.paise,
    indicative: typeof indicative === "string" ? indicative : null,
    quotation: quotation.state,
    id: lead.id,
    reference: lead.reference,
    createdAt: lead.createdAt,
    form: lead.form,
    fields: lead.fields,
    ...leadContact(lead.fields),
    status: statusOfRow(leadCase, r.status),
    notification:
      r.notification === null || r.notification === undefined ? "none" : String(r.notification),
    notificationError:
      r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
    fileName: lead.fileName,
    fileSize: lead.fileSize,
    owner: typeof r.owner === "string" ? r.owner : null,
    followUp: typeof r.follow_up === "string" ? r.follow_up : null,
  };
}

export async function listLeads(db: DatabaseSync, filter: LeadFilter) {
  const query = leadQuery(filter);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const leads = countLeads(db);
  const counts = await withStore(db, () => statusCounts(leadCase));
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
  /** The owner's address, and the follow-up date (YYYY-MM-DD), or "". */
  owner: string;
  followUp: string;
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
        `SELECT ${leadColumns("l")}, ${status.column} AS status,
          ${latestNoteSql(leadCase, "l")} AS latest_note, f.owner, f.due AS follow_up
         FROM leads l ${status.join} LEFT JOIN lead_follow_up f ON f.lead_id = l.id
         ${query.everything ? "" : `WHERE l.id IN (SELECT ${query.id} FROM ${query.from} ${query.where})`}
         ORDER BY l.id ${order === "newest" ? "DESC" : "ASC"}`,
      )
      .all(...query.params) as Row[]
  ).map((r) => ({
    ...toLead(r),
    status: statusOfRow(leadCase, r.status),
    latestNote: typeof r.latest_note === "string" ? r.latest_note : "",
    owner: typeof r.owner === "string" ? r.owner : "",
    followUp: typeof r.follow_up === "string" ? r.follow_up : "",
  }));
}

/** One lead as its desk page shows it, or undefined. */
export function deskLead(db: DatabaseSync, reference: string): DeskLead | undefined {
  const row = db.prepare(`${SELECT} WHERE l.reference = ?`).get(reference) as Row | undefined;
  return row ? toRow(row) : undefined;
}
