import type { FollowUpChoice } from "@/lib/platform/convention/queryFilter";

/** What staff do with a lead, in order. */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses that close a lead: its follow-up date no longer falls due. */
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ["won", "lost", "spam"];
export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);

/** Which leads the desk's list shows (./store.ts leadQuery turns it into SQL). */
export interface LeadFilter extends FollowUpChoice {
  form?: string | undefined;
  status?: LeadStatus | undefined;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
}
