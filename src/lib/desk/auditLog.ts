import type { DatabaseSync, SQLInputValue, SQLOutputValue } from "node:sqlite";

/** Entries (or groups of repeated failed sign-ins) on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_TEXT = 200;

type Row = Record<string, SQLOutputValue>;

export interface AuditQuery {
  who?: string | undefined;
  action?: string | undefined;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** One line of the log; repeated failed sign-ins of one name from one address in one hour are one line. */
export interface AuditGroup {
  /** The latest time, and the first when several are grouped. */
  at: string;
  firstAt: string;
  who: string;
  action: string;
  detail: string;
  count: number;
}

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The log's filter from the address's query. Values that cannot be read are
 * left out and named in `bad` (the page then answers 400 and says so).
 */
export function auditQuery(params: URLSearchParams): { query: AuditQuery; bad: string[] } {
  const bad: string[] = [];
  const text = (name: string) => params.get(name)?.trim().slice(0, MAX_TEXT) || undefined;
  const day = (name: string) => {
    const value = text(name);
    if (value === undefined || isDay(value)) return value;
    bad.push(name);
    return undefined;
  };
  const pageText = params.get("page");
  let page = 1;
  if (pageText !== null && pageText !== "") {
    if (/^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= MAX_PAGE)
      page = Number(pageText);
    else bad.push("page");
  }
  const query = {
    who: text("who"),
    action: text("action"),
    from: day("from"),
    to: day("to"),
    page,
  };
  return { query, bad };
}

/** The query as an address's query string, on another page. */
export function auditHref(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  for (const name of ["who", "action", "from", "to"] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/desk/audit?${text}` : "/desk/audit";
}

const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const indiaDayEnd = (day: string) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

/**
 * One page of the log, newest first. Failed sign-ins are written as one row
 * per name, address and India hour with a count (lib/desk/audit.ts), so a
 * flood of them is one line and cannot push the other entries off the page.
 */
export function auditPage(
  db: DatabaseSync,
  query: AuditQuery,
): { entries: AuditGroup[]; hasOlder: boolean } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (query.who) {
    where.push("who LIKE ? ESCAPE '\\'");
    params.push(`%${query.who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (query.action) {
    where.push("action = ?");
    params.push(query.action);
  }
  if (query.from) {
    where.push("at >= ?");
    params.push(indiaDayStart(query.from));
  }
  if (query.to) {
    where.push("at < ?");
    params.push(indiaDayEnd(query.to));
  }
  const rows = db
    .prepare(
      `SELECT id, COALESCE(first_at, at) AS first_at, at, who, action, detail, count AS n
       FROM desk_audit ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, AUDIT_PAGE_SIZE + 1, (query.page - 1) * AUDIT_PAGE_SIZE) as Row[];
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
      at: String(r.at),
      firstAt: String(r.first_at),
      who: String(r.who),
      action: String(r.action),
      detail: String(r.detail),
      count: Number(r.n),
    })),
    hasOlder: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** Every kind of entry the log holds, for the filter's list. */
export const auditActions = (db: DatabaseSync): string[] =>
  (db.prepare("SELECT DISTINCT action FROM desk_audit ORDER BY action").all() as Row[]).map((r) =>
    String(r.action),
  );
