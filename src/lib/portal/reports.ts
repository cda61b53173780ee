import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import { addressesOwnedBy, organisationOf } from "@/lib/customers/ownership";
import { queryRules, readQuery, WRONG, type QueryRule } from "@/lib/desk/queryFilter";
import { normaliseReference } from "@/lib/reports/register";

type Row = Record<string, SQLOutputValue>;

/** What a customer sees of a report's standing: reports awaiting authorisation are not theirs yet. */
export const PORTAL_STATUSES = ["issued", "withdrawn", "superseded"] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

/** The list's orders besides newest first: by due date, soonest (`due`) or latest (`-due`) first. */
export const PORTAL_SORTS = ["due", "-due"] as const;
export type PortalSort = (typeof PORTAL_SORTS)[number];

export const PORTAL_PAGE_SIZE = 50;
const MAX_SEARCH = 100;

const yearRule: QueryRule<string> = (value) =>
  /^\d{4}$/.test(value) && +value >= 1990 && +value <= 2200 ? value : WRONG;

const PORTAL_QUERY = {
  page: queryRules.page,
  q: queryRules.text(MAX_SEARCH),
  kind: queryRules.oneOf(REPORT_KINDS),
  year: yearRule,
  status: queryRules.oneOf(PORTAL_STATUSES),
  sort: queryRules.oneOf(PORTAL_SORTS),
};

export interface PortalFilter {
  q?: string | undefined;
  kind?: ReportKind | undefined;
  year?: string | undefined;
  status?: PortalStatus | undefined;
  /** Newest first when undefined. */
  sort?: PortalSort | undefined;
  page: number;
}

/** The list's filter from the address; values it cannot use are named (a 400 page). */
export function portalFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: PortalFilter } | { ok: false; wrong: string[] } {
  const reading = readQuery(query, PORTAL_QUERY);
  if (!reading.ok) return { ok: false, wrong: reading.wrong };
  const { page, ...filter } = reading.values;
  return { ok: true, filter: { ...filter, page: page ?? 1 } };
}

/** The filter as a query string, with its order and a page when past the first. */
export function portalQuery(filter: PortalFilter, page?: number): string {
  const query = new URLSearchParams();
  for (const key of ["q", "kind", "year", "status", "sort"] as const)
    if (filter[key]) query.set(key, filter[key]);
  if (page && page > 1) query.set("page", String(page));
  return query.toString();
}

/**
 * The reports an address may see, as SQL with its parameters: those that carry
 * the address, and when the address belongs to an organisation, every report
 * carrying an address that organisation owns (lib/customers/ownership.ts: an
 * address another organisation names, or one in a public e-mail domain, is not
 * the domain's). Only issued reports (authorised) count, by the callers.
 */
function visibleIds(db: DatabaseSync, email: string): { sql: string; params: (string | number)[] } {
  const org = organisationOf(db, email);
  if (org === undefined)
    return { sql: "SELECT report_id FROM report_customer_emails WHERE email = ?", params: [email] };
  const addresses = new Set([email, ...addressesOwnedBy(db, org)]);
  return {
    // GROUP BY rather than DISTINCT: about 2 ms against 3-7 ms for the bench's 5,000 reports.
    sql: `SELECT report_id FROM report_customer_emails
          WHERE email IN (SELECT value FROM json_each(?)) GROUP BY report_id`,
    params: [JSON.stringify([...addresses])],
  };
}

export interface PortalReport {
  id: number;
  reference: string;
  accredited: boolean;
  reportNumber: string;
  kind: ReportKind;
  itemDescription: string;
  make: string;
  model: string;
  serialNumber: string;
  standard: string;
  issueDate: string;
  dueDate: string;
  status: PortalStatus;
  token: string;
  /** The SHA-256 of its current PDF, when it has one. */
  pdf: string | null;
  /** The report that replaced this one, when the customer may see it too. */
  replacement: { reference: string; accredited: boolean; reportNumber: string } | undefined;
  /** The replacement's reference when the customer may not open it (named, not linked). */
  supersededBy: string | null;
}

const toPortalReport = (r: Row): PortalReport => ({
  id: Number(r.id),
  reference: String(r.ulr),
  accredited: Number(r.accredited) === 1,
  reportNumber: String(r.report_number),
  kind: String(r.kind) as ReportKind,
  itemDescription: String(r.item_description),
  make: String(r.make),
  model: String(r.model),
  serialNumber: String(r.serial_number),
  standard: String(r.standard),
  issueDate: String(r.issue_date),
  dueDate: r.due_date === null ? "" : String(r.due_date),
  status: String(r.status) as PortalStatus,
  token: String(r.token),
  pdf: r.pdf_sha256 === null || r.pdf_sha256 === undefined ? null : String(r.pdf_sha256),
  replacement:
    r.new_ulr === null || r.new_ulr === undefined
      ? undefined
      : {
          reference: String(r.new_ulr),
          accredited: Number(r.new_accredited) === 1,
          reportNumber: String(r.new_report_number),
        },
  supersededBy: r.superseded_by === null ? null : String(r.superseded_by),
});

// CROSS JOIN keeps SQLite driving from the customer's own reports: with a kind or
// status filter it would otherwise walk that index over the whole register.
const SELECT = (ids: string, chosen?: string) => `
  WITH mine(report_id) AS (${ids})${chosen ? `, chosen(report_id, total) AS (${chosen})` : ""}
  SELECT r.*, ${chosen ? "m.total" : "NULL"} AS total, n.ulr AS new_ulr, n.accredited AS new_accredited, n.report_number AS new_report_number,
    (SELECT p.sha256 FROM report_pdfs p WHERE p.report_id = r.id ORDER BY p.version DESC LIMIT 1)
      AS pdf_sha256
  FROM ${chosen ? "chosen" : "mine"} m CROSS JOIN reports r ON r.id = m.report_id
  LEFT JOIN reports n ON n.ulr = r.superseded_by AND n.authorised_at IS NOT NULL
    AND n.id IN (SELECT report_id FROM mine)
  WHERE r.authorised_at IS NOT NULL`;

/** The list's orders; reports without a due date come last either way, newest first among equals. */
const ORDERS: Record<PortalSort | "newest", string> = {
  newest: "ORDER BY r.issue_date DESC, r.id DESC",
  due: "ORDER BY r.due_date IS NULL, r.due_date ASC, r.issue_date DESC, r.id DESC",
  "-due": "ORDER BY r.due_date IS NULL, r.due_date DESC, r.issue_date DESC, r.id DESC",
};

/**
 * One page of a customer's reports, newest first (or by due date), and how many match in all;
 * with `all`, every match up to that many (the zip of "all matching").
 */
export function portalReports(
  db: DatabaseSync,
  email: string,
  filter: PortalFilter,
  all?: number,
): { rows: PortalReport[]; total: number } {
  const { sql, params } = visibleIds(db, email);
  const where: string[] = [];
  const values: (string | number)[] = [...params];
  if (filter.kind) {
    where.push("r.kind = ?");
    values.push(filter.kind);
  }
  if (filter.year) {
    where.push("r.issue_date >= ? AND r.issue_date < ?");
    values.push(`${filter.year}-01-01`, `${Number(filter.year) + 1}-01-01`);
  }
  if (filter.status) {
    where.push("r.status = ?");
    values.push(filter.status);
  }
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const upper = `%${normaliseReference(filter.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(r.ulr LIKE ? ESCAPE '\\' OR r.report_number LIKE ? ESCAPE '\\' OR r.item_description LIKE ? ESCAPE '\\'
        OR r.make LIKE ? ESCAPE '\\' OR r.model LIKE ? ESCAPE '\\' OR r.serial_number LIKE ? ESCAPE '\\'
        OR r.standard LIKE ? ESCAPE '\\')`,
    );
    values.push(upper, like, like, like, like, like, like);
  }
  const filters = where.map((w) => ` AND ${w}`).join("");
  // Without a search every filter is on the partial index's columns, so the
  // count, the order and the page's ids never read the register's wide rows
  // (by due date they do: the due date is not in the index).
  const reports =
    filter.q || filter.sort ? "reports r" : "reports r INDEXED BY reports_portal_list";
  const matching = (columns: string) => `SELECT ${columns}
    FROM mine m CROSS JOIN ${reports} ON r.id = m.report_id
    WHERE r.authorised_at IS NOT NULL${filters}`;
  const order = ORDERS[filter.sort ?? "newest"];
  // The page and the count of all matches in one pass (a window over the matches).
  const found = db
    .prepare(
      `${SELECT(sql, `${matching("r.id, COUNT(*) OVER ()")} ${order} LIMIT ? OFFSET ?`)} ${order}`,
    )
    .all(
      ...values,
      all ?? PORTAL_PAGE_SIZE,
      all === undefined ? (filter.page - 1) * PORTAL_PAGE_SIZE : 0,
    ) as Row[];
  const rows = found.map(toPortalReport);
  // A page past the last has no row to carry the count: counted on its own.
  const total = found.length
    ? Number(found[0]!.total)
    : Number(
        (
          db
            .prepare(
              `WITH mine(report_id) AS (${sql}) SELECT COUNT(*) AS n FROM (${matching("r.id")})`,
            )
            .get(...values) as Row
        ).n,
      );
  return { rows, total };
}

/** Every report of one kind an address may see, newest first (the instruments are its certificates). */
export function portalReportsOfKind(
  db: DatabaseSync,
  email: string,
  kind: ReportKind,
): PortalReport[] {
  const { sql, params } = visibleIds(db, email);
  return (
    db
      .prepare(`${SELECT(sql)} AND r.kind = ? ORDER BY r.issue_date DESC, r.id DESC`)
      .all(...params, kind) as Row[]
  ).map(toPortalReport);
}

/** One report by its reference, when the address may see it; undefined otherwise (a 404). */
export function portalReport(
  db: DatabaseSync,
  email: string,
  reference: string,
): PortalReport | undefined {
  const { sql, params } = visibleIds(db, email);
  const row = db
    .prepare(`${SELECT(sql)} AND r.ulr = ?`)
    .get(...params, normaliseReference(reference.slice(0, 100))) as Row | undefined;
  return row && toPortalReport(row);
}

/**
 * The reports of these references the address may see, once each, in the order
 * given (the zip's chosen reports): one look-up of what the address may see for
 * all of them, however many are chosen.
 */
export function portalReportsByReference(
  db: DatabaseSync,
  email: string,
  references: readonly string[],
): PortalReport[] {
  const wanted = [...new Set(references.map((r) => normaliseReference(r.slice(0, 100))))];
  const { sql, params } = visibleIds(db, email);
  const found = new Map(
    (
      db
        .prepare(`${SELECT(sql)} AND r.ulr IN (SELECT value FROM json_each(?))`)
        .all(...params, JSON.stringify(wanted)) as Row[]
    ).map((row) => [String(row.ulr), toPortalReport(row)]),
  );
  return wanted.flatMap((reference) => found.get(reference) ?? []);
}

/** The years a customer's reports were issued in, newest first (the year filter's choices). */
export function portalYears(db: DatabaseSync, email: string): string[] {
  const { sql, params } = visibleIds(db, email);
  return (
    db
      .prepare(
        `WITH mine(report_id) AS (${sql})
         SELECT DISTINCT substr(r.issue_date, 1, 4) AS y
         FROM mine m CROSS JOIN reports r INDEXED BY reports_portal_list ON r.id = m.report_id
         WHERE r.authorised_at IS NOT NULL ORDER BY y DESC`,
      )
      .all(...params) as Row[]
  ).map((r) => String(r.y));
}
