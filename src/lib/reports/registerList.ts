import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import { queryRules, readQuery, writeQuery } from "@/lib/platform/convention/queryFilter";
import { REPORT_STATUSES, type RegisterRow, type ReportStatus } from "./records";
import {
  lastCheckedAt,
  REGISTER_PAGE_SIZE,
  registerCounts,
  registerPage,
  registerQueryPlan,
  registerTotal,
} from "./store";

export { lastCheckedAt, REGISTER_PAGE_SIZE, REPORT_STATUSES, registerCounts, registerQueryPlan };
export type { RegisterRow };
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
export const registerQuery = (filter: RegisterFilter, page?: number): string =>
  writeQuery({ ...filter, page }, ["q", "status", "kind", "pdf", "page"]).toString();

/** Newest first, 50 a page. */
export async function listRegister(filter: RegisterFilter) {
  const { page, ...where } = filter;
  const total = await registerTotal(where);
  const pages = Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE));
  const rows = await registerPage(where, page);
  return { rows, total, page, pages };
}
