import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import type { ReportStatus } from "./register";
import { normaliseUlr } from "./ulr";

type Row = Record<string, SQLOutputValue>;

export const REPORT_STATUSES: readonly ReportStatus[] = ["issued", "withdrawn", "superseded"];
export const REGISTER_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;
const MAX_SEARCH = 100;

export interface RegisterFilter {
  q?: string | undefined;
  status?: ReportStatus | undefined;
  kind?: ReportKind | undefined;
  page: number;
}

export type RegisterWrong = "page" | "status" | "kind";

const isStatus = (v: string | undefined): v is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(v ?? "");
const isKind = (v: string | undefined): v is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(v ?? "");

/** The register list's filter from the address; a value it cannot use is named (a 400 page). */
export function registerFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: RegisterFilter } | { ok: false; wrong: RegisterWrong[] } {
  const given = (name: string) => query.get(name) || undefined;
  const [page, status, kind] = [given("page"), given("status"), given("kind")];
  const wrong: RegisterWrong[] = [];
  if (page !== undefined && !(/^\d{1,6}$/.test(page) && +page >= 1 && +page <= MAX_PAGE))
    wrong.push("page");
  if (status !== undefined && !isStatus(status)) wrong.push("status");
  if (kind !== undefined && !isKind(kind)) wrong.push("kind");
  if (wrong.length) return { ok: false, wrong };
  const q = given("q")?.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH) || undefined;
  return {
    ok: true,
    filter: {
      q,
      status: isStatus(status) ? status : undefined,
      kind: isKind(kind) ? kind : undefined,
      page: page === undefined ? 1 : Number(page),
    },
  };
}

/** The filter as a query string (without the page). */
export function registerQuery(filter: RegisterFilter, page?: number): string {
  const query = new URLSearchParams();
  for (const key of ["q", "status", "kind"] as const) if (filter[key]) query.set(key, filter[key]);
  if (page && page > 1) query.set("page", String(page));
  return query.toString();
}

export interface RegisterRow {
  ulr: string;
  reportNumber: string;
  kind: ReportKind;
  customer: string;
  issueDate: string;
  dueDate: string;
  status: ReportStatus;
  checks: number;
  /** The newest PDF version, 0 when none is attached. */
  pdfVersion: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search that reads like the start of a ULR ("ULR-TC1148226…") is a range
 * on the ULR's unique index; anything else matches any part of the report
 * number or the customer's name: through the trigram index (migration 0016)
 * from three characters, by reading the rows below that.
 */
function searchClause(q: string): { sql: string; params: string[] } {
  const ulr = normaliseUlr(q);
  if (/^(TC|CC)[0-9A-Z]*$/.test(ulr))
    return { sql: "ulr >= ? AND ulr < ?", params: [ulr, `${ulr}\u{10FFFF}`] };
  if ([...q].length >= 3)
    return {
      sql: "id IN (SELECT rowid FROM report_search WHERE report_search MATCH ?)",
      params: [`"${q.replaceAll('"', '""')}"`],
    };
  const like = `%${escapeLike(q)}%`;
  return {
    sql: "(report_number LIKE ? ESCAPE '\\' OR customer LIKE ? ESCAPE '\\')",
    params: [like, like],
  };
}

/** The list's WHERE clause and its parameters. */
export function registerWhere(filter: Omit<RegisterFilter, "page">) {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.q) {
    const clause = searchClause(filter.q);
    where.push(clause.sql);
    params.push(...clause.params);
  }
  if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  if (filter.kind) {
    where.push("kind = ?");
    params.push(filter.kind);
  }
  return { whereSql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/** Newest first, 50 a page. */
export function listRegister(db: DatabaseSync, filter: RegisterFilter) {
  const { whereSql, params } = registerWhere(filter);
  const total = Number(
    (db.prepare(`SELECT COUNT(*) AS n FROM reports ${whereSql}`).get(...params) as Row).n,
  );
  const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
  const rows = (
    db
      .prepare(
        `SELECT ulr, report_number, kind, customer, issue_date, due_date, status, checks,
           (SELECT COALESCE(MAX(version), 0) FROM report_pdfs WHERE report_id = reports.id) AS pdf
         FROM reports ${whereSql} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, REGISTER_PAGE_SIZE, (filter.page - 1) * REGISTER_PAGE_SIZE) as Row[]
  ).map((r): RegisterRow => ({
    ulr: String(r.ulr),
    reportNumber: String(r.report_number),
    kind: String(r.kind) as ReportKind,
    customer: String(r.customer),
    issueDate: String(r.issue_date),
    dueDate: r.due_date === null ? "" : String(r.due_date),
    status: String(r.status) as ReportStatus,
    checks: Number(r.checks),
    pdfVersion: Number(r.pdf),
  }));
  return { rows, total, page: filter.page, pages };
}

/** When a report was last checked by the public (lookups, QR scans), if ever. */
export function lastCheckedAt(db: DatabaseSync, reportId: number): string | undefined {
  const row = db.prepare("SELECT last_checked_at FROM reports WHERE id = ?").get(reportId) as
    Row | undefined;
  return row?.last_checked_at ? String(row.last_checked_at) : undefined;
}
