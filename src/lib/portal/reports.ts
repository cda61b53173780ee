import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import { addressesOwnedBy, organisationOf } from "@/lib/customers/ownership";
import {
  queryRules,
  readQuery,
  WRONG,
  writeQuery,
  type QueryRule,
} from "@/lib/platform/convention/queryFilter";
import { normaliseReference } from "@/lib/reports/register";
import {
  portalReportRow,
  portalReportRows,
  portalReportRowsByReference,
  portalReportRowsOfKind,
  portalReportYears,
  type PortalReportRow,
  type Viewer,
} from "./store";

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
export const portalQuery = (filter: PortalFilter, page?: number): string =>
  writeQuery({ ...filter, page }, ["q", "kind", "year", "status", "sort", "page"]).toString();

/**
 * Whose reports an address may see: those that carry the address, and when
 * the address belongs to an organisation, every report carrying an address
 * that organisation owns (lib/customers/ownership.ts: an address another
 * organisation names, or one in a public e-mail domain, is not the domain's).
 * Only issued reports (authorised) count, by the store's queries.
 */
async function viewerOf(email: string): Promise<Viewer> {
  const org = await organisationOf(email);
  if (org === undefined) return { email };
  return { addresses: [...new Set([email, ...(await addressesOwnedBy(org))])] };
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

const toPortalReport = (r: PortalReportRow): PortalReport => ({
  id: r.id,
  reference: r.ulr,
  accredited: Number(r.accredited) === 1,
  reportNumber: r.report_number,
  kind: r.kind as ReportKind,
  itemDescription: r.item_description,
  make: r.make,
  model: r.model,
  serialNumber: r.serial_number,
  standard: r.standard,
  issueDate: r.issue_date,
  dueDate: r.due_date ?? "",
  status: r.status as PortalStatus,
  token: r.token,
  pdf: r.pdf_sha256 ?? null,
  replacement:
    r.new_ulr === null || r.new_ulr === undefined
      ? undefined
      : {
          reference: r.new_ulr,
          accredited: Number(r.new_accredited) === 1,
          reportNumber: String(r.new_report_number),
        },
  supersededBy: r.superseded_by ?? null,
});

/** A search's LIKE pattern, its wildcards escaped. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a customer's reports, newest first (or by due date), and how many match in all;
 * with `all`, every match up to that many (the zip of "all matching").
 */
export async function portalReports(
  email: string,
  filter: PortalFilter,
  all?: number,
): Promise<{ rows: PortalReport[]; total: number }> {
  const { rows, total } = await portalReportRows(await viewerOf(email), {
    kind: filter.kind,
    year: filter.year,
    status: filter.status,
    q: filter.q
      ? { like: likeOf(filter.q), upper: likeOf(normaliseReference(filter.q)) }
      : undefined,
    sort: filter.sort,
    limit: all ?? PORTAL_PAGE_SIZE,
    offset: all === undefined ? (filter.page - 1) * PORTAL_PAGE_SIZE : 0,
  });
  return { rows: rows.map(toPortalReport), total };
}

/** Every report of one kind an address may see, newest first (the instruments are its certificates). */
export async function portalReportsOfKind(
  email: string,
  kind: ReportKind,
): Promise<PortalReport[]> {
  return (await portalReportRowsOfKind(await viewerOf(email), kind)).map(toPortalReport);
}

/** One report by its reference, when the address may see it; undefined otherwise (a 404). */
export async function portalReport(
  email: string,
  reference: string,
): Promise<PortalReport | undefined> {
  const row = await portalReportRow(
    await viewerOf(email),
    normaliseReference(reference.slice(0, 100)),
  );
  return row && toPortalReport(row);
}

/**
 * The reports of these references the address may see, once each, in the order
 * given (the zip's chosen reports): one look-up of what the address may see for
 * all of them, however many are chosen.
 */
export async function portalReportsByReference(
  email: string,
  references: readonly string[],
): Promise<PortalReport[]> {
  const wanted = [...new Set(references.map((r) => normaliseReference(r.slice(0, 100))))];
  const found = new Map(
    (await portalReportRowsByReference(await viewerOf(email), wanted)).map((row) => [
      row.ulr,
      toPortalReport(row),
    ]),
  );
  return wanted.flatMap((reference) => found.get(reference) ?? []);
}

/** The years a customer's reports were issued in, newest first (the year filter's choices). */
export async function portalYears(email: string): Promise<string[]> {
  return portalReportYears(await viewerOf(email));
}
