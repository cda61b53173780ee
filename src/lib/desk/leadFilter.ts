/** What staff do with a lead, in order. */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);

/** Which leads the desk's list shows (lib/desk/search.ts turns it into SQL). */
export interface LeadFilter {
  form?: string | undefined;
  status?: LeadStatus | undefined;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
}
