import { desk } from "@/content/desk";
import { isCalendarDate } from "@/lib/clock";
import { isLeadStatus, type LeadFilter } from "./leads";

/** Page numbers past this are no page the desk will ever have. */
export const MAX_PAGE = 100_000;
/** A search or form name longer than this is cut, not refused. */
const MAX_TEXT = 200;

/** A query value the desk cannot use: the filter's name for it, as typed in the address. */
export type WrongValue = "page" | "from" | "to" | "status";

/** What staff read about a wrong value. */
export const wrongValueText = (name: WrongValue) =>
  name === "page" ? desk.query.wrong.page(MAX_PAGE) : desk.query.wrong[name];

export type FilterReading = { ok: true; filter: LeadFilter } | { ok: false; wrong: WrongValue[] };

/**
 * The desk's filter from an address's query (the list page and its CSV export
 * share it). Empty values are no filter; a page, date or status the desk
 * cannot read is named, so the page can say which one (a 400, never a 500).
 */
export function filterFromQuery(query: URLSearchParams): FilterReading {
  const given = (name: string) => query.get(name) || undefined;
  const text = (name: string) => given(name)?.slice(0, MAX_TEXT);
  const wrong: WrongValue[] = [];
  const page = given("page");
  const status = given("status");
  const [from, to] = [given("from"), given("to")];
  if (page !== undefined && !(/^\d{1,6}$/.test(page) && +page >= 1 && +page <= MAX_PAGE))
    wrong.push("page");
  if (from !== undefined && !isCalendarDate(from)) wrong.push("from");
  if (to !== undefined && !isCalendarDate(to)) wrong.push("to");
  if (status !== undefined && !isLeadStatus(status)) wrong.push("status");
  if (wrong.length > 0) return { ok: false, wrong };
  return {
    ok: true,
    filter: {
      q: text("q"),
      form: text("form"),
      status: isLeadStatus(status) ? status : undefined,
      from,
      to,
      page: page === undefined ? 1 : Number(page),
    },
  };
}

/** The same filter as a query string (without the page). */
export function filterQuery(filter: LeadFilter): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filter))
    if (k !== "page" && v !== undefined && v !== "") query.set(k, String(v));
  return query.toString();
}
