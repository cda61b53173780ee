import { desk } from "@/content/desk";
import { isLeadStatus, LEAD_STATUSES, type LeadFilter } from "./listFilter";
import {
  followUpRules,
  MAX_PAGE,
  queryHref,
  queryRules,
  readQuery,
  writeQuery,
} from "@/lib/platform/convention/queryFilter";

export { MAX_PAGE };

/** A search or form name longer than this is cut, not refused. */
const MAX_TEXT = 200;

const LEAD_QUERY = {
  page: queryRules.page,
  q: queryRules.text(MAX_TEXT),
  form: queryRules.text(MAX_TEXT),
  status: queryRules.oneOf(LEAD_STATUSES),
  from: queryRules.date,
  to: queryRules.date,
  ...followUpRules,
};

/** A query value the desk cannot use: the filter's name for it, as typed in the address. */
export type WrongValue = "page" | "from" | "to" | "status" | "owner" | "due";

/** What staff read about a wrong value. */
export const wrongValueText = (name: WrongValue) =>
  name === "page" ? desk.query.wrong.page(MAX_PAGE) : desk.query.wrong[name];

export type FilterReading = { ok: true; filter: LeadFilter } | { ok: false; wrong: WrongValue[] };

/**
 * The lead list's filter from an address's query (the list page and its CSV
 * export share it); `asker` says who "Mine" is and which day "Due today" is.
 */
export function filterFromQuery(
  query: URLSearchParams,
  asker: { me: string; today: string },
): FilterReading {
  const reading = readQuery(query, LEAD_QUERY);
  if (!reading.ok) return { ok: false, wrong: reading.wrong as WrongValue[] };
  const { page, status, ...rest } = reading.values;
  return {
    ok: true,
    filter: {
      ...rest,
      status: isLeadStatus(status) ? status : undefined,
      page: page ?? 1,
      ...asker,
    },
  };
}

/** The filter's names as the address writes them, in order (never who is asking on which day). */
const FILTER_NAMES = ["q", "form", "from", "to", "owner", "due", "status"] as const;

/** The same filter as a query string (without the page, or who is asking on which day). */
export const filterQuery = (filter: LeadFilter): string =>
  writeQuery(filter, FILTER_NAMES).toString();

/** The lead list with this filter, on page `page` (the first: no page in the address). */
export const leadListHref = (filter: LeadFilter, page: number): string =>
  queryHref("/desk", { ...filter, page }, [...FILTER_NAMES, "page"]);

/** The CSV export of the leads this filter keeps. */
export const leadExportHref = (filter: LeadFilter): string =>
  queryHref("/desk/export.csv", filter, FILTER_NAMES);
