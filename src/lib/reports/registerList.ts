import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import { REPORT_STATUSES, type ReportStatus } from "./register";
import { normaliseUlr } from "./ulr";
import { queryRules, readQuery } from "@/lib/desk/queryFilter";

type Row = Record<string, SQLOutputValue>;

export { REPORT_STATUSES };
export const REGISTER_PAGE_SIZE = 50;
const MAX_SEARCH = 100;

export interface RegisterFilter {
  q?: string | undefined;
  status?: ReportStatus | undefined;
  kind?: ReportKind | undefined;
  /** "missing": only the reports that still need their final PDF. */
  pdf?: "missing" | undefined;
  page: number;
}

const REGISTER_QUERY = {
  page: queryRules.page,
  q: queryRules.text(MAX_SEARCH),
  status: queryRules.oneOf(REPORT_STATUSES),
  kind: queryRules.oneOf(REPORT_KINDS),
  pdf: queryRules.oneOf(["missing"] as const),
  select: queryRules.oneOf(["all"] as const),
};

/** Free text is never refused; every other value can be. */
export type RegisterWrong = Exclude<keyof typeof REGISTER_QUERY, "q">;

/** The register list's filter from the address; a value it cannot use is named (a 400 page). */
export function registerFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: RegisterFilter; selectAll?: true } | { ok: false; wrong: RegisterWrong[] } {
  const reading = readQuery(query, REGISTER_QUERY);
  if (!reading.ok) return { ok: false, wrong: reading.wrong as RegisterWrong[] };
  const { select, page, ...filter } = reading.values;
  return {
    ok: true,
    filter: { ...filter, page: page ?? 1 },
    ...(select === "all" ? { selectAll: true as const } : {}),
  };
}

/** The filter as a query string (without the page). */
export function registerQuery(filter: RegisterFilter, page?: number): string {
  const query = new URLSearchParams();
  for (const key of ["q", "status", "kind", "pdf"] as const)
    if (filter[key]) query.set(key, filter[key]);
  if (page && page > 1) query.set("page", String(page));
  return query.toString();
}

export interface RegisterRow {
  /** The register's key: the ULR (without "ULR-"), or the report number in upper case outside the scope. */
  reference: string;
  accredited: boolean;
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

/** A report still awaiting authorisation: stored as issued, with no authorisation yet. */
const AWAITING = "status = 'issued' AND authorised_at IS NULL";
/** Issued and current with no final PDF (awaiting authorisation counts too). */
const NEEDS_PDF =
  "status = 'issued' AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = reports.id)";

/**
 * The list's table (with the index to read it by), WHERE clause and
 * parameters. Awaiting authorisation is read through its partial index
 * (migration 0019): without statistics SQLite took the status index instead
 * and read 1,000,000 rows to find 1,000 (720 ms).
 */
export function registerWhere(filter: Omit<RegisterFilter, "page">) {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.q) {
    const clause = searchClause(filter.q);
    where.push(clause.sql);
    params.push(...clause.params);
  }
  if (filter.status === "awaiting-authorisation") where.push(AWAITING);
  else if (filter.status === "issued")
    where.push("status = 'issued' AND authorised_at IS NOT NULL");
  else if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  if (filter.kind) {
    where.push("kind = ?");
    params.push(filter.kind);
  }
  if (filter.pdf === "missing") where.push(NEEDS_PDF);
  return {
    fromSql:
      filter.status === "awaiting-authorisation"
        ? "reports INDEXED BY reports_awaiting"
        : "reports",
    whereSql: where.length ? `WHERE ${where.join(" AND ")}` : "",
    params,
  };
}

const count = (db: DatabaseSync, sql: string, ...params: string[]) =>
  Number((db.prepare(sql).get(...params) as Row).n);

/** Reports awaiting authorisation (a walk of their partial index: as many steps as there are). */
const awaitingCount = (db: DatabaseSync) =>
  count(db, `SELECT COUNT(*) AS n FROM reports INDEXED BY reports_awaiting WHERE ${AWAITING}`);

/** Reports that need their final PDF: kept by triggers (migration 0020), one read. */
const needsPdfCount = (db: DatabaseSync) =>
  count(db, "SELECT n FROM report_tallies WHERE name = 'needs_pdf'");

/** The quick links' counts above the list. */
export function registerCounts(db: DatabaseSync) {
  return { awaiting: awaitingCount(db), needsPdf: needsPdfCount(db) };
}

/**
 * How many reports the filter matches. Without a search or kind, the status
 * and PDF filters are answered from the tally and the indexes (issued = the
 * status index's count less those awaiting authorisation) rather than by
 * reading every matching row; anything else is counted as it is listed.
 */
function registerTotal(db: DatabaseSync, filter: Omit<RegisterFilter, "page">) {
  if (!filter.q && !filter.kind) {
    if (filter.pdf === "missing") {
      if (!filter.status) return needsPdfCount(db);
      if (filter.status === "issued")
        return (
          needsPdfCount(db) -
          count(
            db,
            `SELECT COUNT(*) AS n FROM reports INDEXED BY reports_awaiting WHERE ${AWAITING} AND ${NEEDS_PDF}`,
          )
        );
    } else {
      if (filter.status === "awaiting-authorisation") return awaitingCount(db);
      if (filter.status === "issued")
        return (
          count(db, "SELECT COUNT(*) AS n FROM reports WHERE status = 'issued'") - awaitingCount(db)
        );
    }
  }
  const { fromSql, whereSql, params } = registerWhere(filter);
  return count(db, `SELECT COUNT(*) AS n FROM ${fromSql} ${whereSql}`, ...params);
}

/** Newest first, 50 a page. */
export function listRegister(db: DatabaseSync, filter: RegisterFilter) {
  const { fromSql, whereSql, params } = registerWhere(filter);
  const total = registerTotal(db, filter);
  const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
  const rows = (
    db
      .prepare(
        `SELECT ulr, accredited, report_number, kind, customer, issue_date, due_date, status,
           authorised_at, checks,
           (SELECT COALESCE(MAX(version), 0) FROM report_pdfs WHERE report_id = reports.id) AS pdf
         FROM ${fromSql} ${whereSql} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, REGISTER_PAGE_SIZE, (filter.page - 1) * REGISTER_PAGE_SIZE) as Row[]
  ).map((r): RegisterRow => ({
    reference: String(r.ulr),
    accredited: Number(r.accredited) === 1,
    reportNumber: String(r.report_number),
    kind: String(r.kind) as ReportKind,
    customer: String(r.customer),
    issueDate: String(r.issue_date),
    dueDate: r.due_date === null ? "" : String(r.due_date),
    status:
      r.status === "issued" && r.authorised_at === null
        ? "awaiting-authorisation"
        : (String(r.status) as ReportStatus),
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
