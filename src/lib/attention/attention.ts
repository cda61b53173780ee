import { expiringWithin } from "@/lib/certificateStanding";
import { siteCertificates } from "@/lib/certificates";
import { mayRead } from "@/lib/desk/access";
import { DESK_AREAS, type AttentionKey } from "@/lib/desk/areas";
import type { DeskUser } from "@/lib/desk/roles";
import { labNow } from "@/lib/clock";
import { breachesOwingReports } from "@/lib/privacyBreaches/pages";
import { applicationsDue, leadsDue, type DueItem } from "./followUps";
import {
  awaitingAuthorisationCount,
  needsFinalPdfCount,
  newApplicationsCount,
  newLeadsCount,
  privacyClockCounts,
  signingNameChangesCount,
} from "./store";

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

type Count = (
  today: string,
  user: DeskUser,
) => Promise<{ count: number; due?: DueItem[] } | number>;

const named = ({ total, items }: { total: number; items: DueItem[] }) => ({
  count: total,
  due: items,
});

/** The certificates whose last day is at most 60 days away (or past), as the desk keeps them. */
const expiringCertificates = async (today: string): Promise<number> =>
  expiringWithin(await siteCertificates(), today).length;

/** How each start-page count is taken: one indexed query or a kept tally (./store.ts). */
const COUNTS: Record<AttentionKey, Count> = {
  newLeads: () => newLeadsCount(),
  leadsDue: async (today, user) => named(await leadsDue(user.email, today, NAMED)),
  newApplications: () => newApplicationsCount(),
  applicationsDue: async (today, user) => named(await applicationsDue(user.email, today, NAMED)),
  awaitingAuthorisation: () => awaitingAuthorisationCount(),
  needsFinalPdf: () => needsFinalPdfCount(),
  certificates: (today) => expiringCertificates(today),
  signingNames: () => signingNameChangesCount(),
  breachReports: () => breachesOwingReports(labNow()),
  privacyOpen: async () => (await privacyClockCounts(labNow())).open,
  privacyDue: async () => (await privacyClockCounts(labNow())).due,
  privacyOverdue: async () => (await privacyClockCounts(labNow())).overdue,
};

/**
 * What needs attention, for the areas this person may open: each area of the
 * registry (lib/desk/areas.ts) names its counts and the page whose readers see them.
 */
export async function attentionFor(user: DeskUser, today: string): Promise<AttentionItem[]> {
  return Promise.all(
    DESK_AREAS.flatMap((area) => area.attention ?? [])
      .filter((entry) => mayRead(user, entry.readerOf))
      .map(async ({ key, href }) => {
        const counted = await COUNTS[key](today, user);
        return typeof counted === "number"
          ? { key, count: counted, href }
          : { key, href, ...counted };
      }),
  );
}
