import type { DatabaseSync } from "node:sqlite";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { statusCounts } from "@/lib/cases/status";
import { siteCertificates } from "@/lib/certificates";
import { withStore } from "@/lib/db/store";
import { expiringWithin } from "@/lib/certificateStanding";
import { mayRead } from "@/lib/desk/access";
import { DESK_AREAS, type AttentionKey } from "@/lib/desk/areas";
import { countSigningNameChanges } from "@/lib/desk/signingNames";
import { leadCase } from "@/lib/leads/case";
import { applicationsDue, leadsDue, type DueItem } from "./followUps";
import type { DeskUser } from "@/lib/desk/roles";
import { registerCounts } from "@/lib/reports/registerList";

/** One thing on the desk that waits for someone: how many, and the list that shows them. */
export interface AttentionItem {
  key: AttentionKey;
  count: number;
  href: string;
  /** The first few records it counts, where the start page names them (follow-ups due). */
  due?: DueItem[];
}

/** How many follow-ups due the start page names under their count. */
const NAMED = 5;

type Count = (db: DatabaseSync, today: string, user: DeskUser) => Counted | Promise<Counted>;

type Counted = { count: number; due?: DueItem[] } | number;

const named = ({ total, items }: { total: number; items: DueItem[] }) => ({
  count: total,
  due: items,
});

/** How each start-page count is taken: one indexed query or a kept tally. */
const COUNTS: Record<AttentionKey, Count> = {
  newLeads: (db) => statusCounts(db, leadCase).new,
  leadsDue: (db, today, user) => named(leadsDue(db, user.email, today, NAMED)),
  newApplications: (db) => statusCounts(db, applicationCase).new,
  applicationsDue: (db, today, user) => named(applicationsDue(db, user.email, today, NAMED)),
  awaitingAuthorisation: (db) => registerCounts(db).awaiting,
  needsFinalPdf: (db) => registerCounts(db).needsPdf,
  // The certificates' store (issue 52), on this database.
  certificates: async (db, today) =>
    expiringWithin(await withStore(db, siteCertificates), today).length,
  signingNames: (db) => countSigningNameChanges(db),
};

/**
 * What needs attention, for the areas this person may open: each area of the
 * registry (lib/desk/areas.ts) names its counts and the page whose readers see them.
 */
export function attentionFor(
  db: DatabaseSync,
  user: DeskUser,
  today: string,
): Promise<AttentionItem[]> {
  return Promise.all(
    DESK_AREAS.flatMap((area) => area.attention ?? [])
      .filter((entry) => mayRead(user, entry.readerOf))
      .map(async ({ key, href }) => {
        const counted = await COUNTS[key](db, today, user);
        return typeof counted === "number"
          ? { key, count: counted, href }
          : { key, href, ...counted };
      }),
  );
}
