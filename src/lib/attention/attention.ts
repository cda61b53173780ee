import type { DatabaseSync } from "node:sqlite";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { statusCounts } from "@/lib/cases/status";
import { siteCertificates } from "@/lib/certificates";
import { expiringWithin } from "@/lib/certificateStanding";
import { mayRead } from "@/lib/desk/access";
import { DESK_AREAS, type AttentionKey } from "@/lib/desk/areas";
import { leadCase } from "@/lib/leads/case";
import type { DeskUser } from "@/lib/desk/roles";
import { registerCounts } from "@/lib/reports/registerList";

/** One thing on the desk that waits for someone: how many, and the list that shows them. */
export interface AttentionItem {
  key: AttentionKey;
  count: number;
  href: string;
}

/** How each start-page count is taken: one indexed query or a kept tally. */
const COUNTS: Record<AttentionKey, (db: DatabaseSync, today: string) => number> = {
  newLeads: (db) => statusCounts(db, leadCase).new,
  newApplications: (db) => statusCounts(db, applicationCase).new,
  awaitingAuthorisation: (db) => registerCounts(db).awaiting,
  needsFinalPdf: (db) => registerCounts(db).needsPdf,
  certificates: (db, today) => expiringWithin(siteCertificates(db), today).length,
};

/**
 * What needs attention, for the areas this person may open: each area of the
 * registry (lib/desk/areas.ts) names its counts and the page whose readers see them.
 */
export function attentionFor(db: DatabaseSync, user: DeskUser, today: string): AttentionItem[] {
  return DESK_AREAS.flatMap((area) => area.attention ?? [])
    .filter((entry) => mayRead(user, entry.readerOf))
    .map(({ key, href }) => ({ key, count: COUNTS[key](db, today), href }));
}
