import { retention } from "@/content/privacy";
import type { CaseKind } from "./kind";
import { purgeRecords, type Purged } from "./store";

export type { Purged };

export const DAY_MS = 86_400_000;

/** The moments before which a kind's records are deleted, and their IP address and browser blanked. */
export function retentionCutoffs(kind: CaseKind, now: Date): { before: Date; clientBefore: Date } {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - kind.keepMonths);
  return { before, clientBefore: new Date(now.getTime() - retention.clientDays * DAY_MS) };
}

/** What the privacy policy promises for one kind, done at `now` (lib/cases/store.ts `purgeRecords`). */
export function purgeExpired(kind: CaseKind, now = new Date()): Promise<Purged> {
  const { before, clientBefore } = retentionCutoffs(kind, now);
  return purgeRecords(kind, before, clientBefore);
}

/**
 * One kind's part of the server's daily purge: purges at the moment given (in
 * the server's store), and answers a line for the server's log when it removed something.
 */
export const dailyPurgeOf =
  (kind: CaseKind, line: (deleted: number, anonymised: number) => string) =>
  async (now: Date): Promise<string | undefined> => {
    const { deleted, anonymised } = await purgeExpired(kind, now);
    return deleted || anonymised ? line(deleted, anonymised) : undefined;
  };
