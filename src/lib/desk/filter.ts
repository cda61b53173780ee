import { isLeadStatus, type LeadFilter } from "./leads";

/** The desk's filter from an address's query (the list page and its CSV export share it). */
export function filterFromQuery(query: URLSearchParams): LeadFilter {
  const text = (name: string) => query.get(name)?.slice(0, 200) || undefined;
  const status = query.get("status");
  return {
    q: text("q"),
    form: text("form"),
    status: isLeadStatus(status) ? status : undefined,
    from: text("from"),
    to: text("to"),
    page: Number(query.get("page")) || 1,
  };
}

/** The same filter as a query string (without the page). */
export function filterQuery(filter: LeadFilter): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filter))
    if (k !== "page" && v !== undefined && v !== "") query.set(k, String(v));
  return query.toString();
}
