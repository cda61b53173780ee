import { retention } from "@/content/privacy";
import type { LeadStore } from "@/lib/db/leads";

export const DAY_MS = 86_400_000;

/** The moments before which leads are deleted and their IP address and browser blanked. */
export function retentionCutoffs(now: Date): { leadsBefore: Date; clientBefore: Date } {
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - retention.leadMonths);
  const clientBefore = new Date(now.getTime() - retention.clientDays * DAY_MS);
  return { leadsBefore, clientBefore };
}

export function purgeExpired(store: Pick<LeadStore, "purge">, now = new Date()) {
  const { leadsBefore, clientBefore } = retentionCutoffs(now);
  return store.purge(leadsBefore, clientBefore);
}

export interface PurgeSchedule {
  now?: () => Date;
  log?: (message: string) => void;
  /** Other daily purges (the desk's); each answers a line for the log when it removed something. */
  more?: readonly ((now: Date) => string | undefined)[];
}

/**
 * What the privacy policy promises, done by the server itself: a purge now
 * and every 24 hours after (the timer does not keep the process alive).
 * Returns a function that stops it.
 */
export function startDailyPurge(
  store: () => Pick<LeadStore, "purge">,
  { now = () => new Date(), log = console.info, more = [] }: PurgeSchedule = {},
): () => void {
  const run = () => {
    try {
      const { deleted, anonymised } = purgeExpired(store(), now());
      if (deleted || anonymised)
        log(`Retention: deleted ${deleted} leads, blanked the address of ${anonymised}`);
    } catch (error) {
      log(`Retention purge failed: ${(error as Error).message}`);
    }
    for (const purge of more) {
      try {
        const done = purge(now());
        if (done) log(done);
      } catch (error) {
        log(`Retention purge failed: ${(error as Error).message}`);
      }
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
