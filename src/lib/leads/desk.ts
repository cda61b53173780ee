import { statusCountsAndAll } from "@/lib/cases/store";
import type { LeadFilter } from "@/lib/leads/listFilter";
import { leadQuery } from "./store";
import { leadCase } from "./case";
import type { ExportedLead } from "./deskLead";
import { countMatchingLeads, deskLeadsByIds, exportedLeads, matchingLeadIds } from "./store";

export { deskLead } from "./store";

/**
 * The lead desk's reads: the list (filters, search, pages, counts per
 * status), one lead as its page shows it, the CSV export. What staff change
 * is a case's (lib/cases; the page's actions: ./deskActions.ts).
 */

export const PAGE_SIZE = 50;

/**
 * A search that matches more leads than this lists them newest first: bm25
 * costs 1 to 3 µs per match (40 ms for the 48,000 leads of one common word),
 * and among thousands of matches for a common word the score says little.
 */
export const RANK_LIMIT = 5_000;

export async function listLeads(filter: LeadFilter) {
  const query = leadQuery(filter);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  // The leads are counted once, for the status counts and the total alike.
  const { counts, all: leads } = await statusCountsAndAll(leadCase);
  // Every lead, or every lead of one status: counted already.
  const total = query.everything
    ? leads
    : filter.status && leadQuery({ ...filter, status: undefined }).everything
      ? counts[filter.status]
      : await countMatchingLeads(query);
  // The page's ids first, then their rows: the order and the offset touch ids only.
  const ranked = query.match && total <= RANK_LIMIT;
  const ids = await matchingLeadIds(
    query,
    ranked,
    PAGE_SIZE,
    (page - 1) * PAGE_SIZE,
    total <= RANK_LIMIT,
  );
  const rows = await deskLeadsByIds(ids);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), counts };
}

/**
 * Every lead the filter matches, as the CSV export reads them: newest first
 * (the desk's order without a search) or oldest first (the command line's).
 */
export function exportLeads(
  filter: LeadFilter,
  order: "newest" | "oldest" = "newest",
): Promise<ExportedLead[]> {
  return exportedLeads(leadQuery(filter), order);
}
