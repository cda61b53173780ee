import { retention } from "@/content/privacy";
import type { LeadStore } from "./inbox/store";

/** The moments before which leads are deleted and their IP address and browser blanked. */
export function retentionCutoffs(now: Date): { leadsBefore: Date; clientBefore: Date } {
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - retention.leadMonths);
  const clientBefore = new Date(now.getTime() - retention.clientDays * 86_400_000);
  return { leadsBefore, clientBefore };
}

export function purgeExpired(store: LeadStore, now = new Date()) {
  const { leadsBefore, clientBefore } = retentionCutoffs(now);
  return store.purge(leadsBefore, clientBefore);
}

const DAY_MS = 86_400_000;

/**
 * What the privacy policy promises, done by the server itself: a purge at
 * start and every 24 hours (the timer does not keep the process alive).
 */
export function startDailyPurge(
  store: () => LeadStore,
  log: (message: string) => void = console.info,
): () => void {
  const run = () => {
    try {
      const { deleted, anonymised } = purgeExpired(store());
      if (deleted || anonymised)
        log(`Retention: deleted ${deleted} leads, blanked the address of ${anonymised}`);
    } catch (error) {
      log(`Retention purge failed: ${(error as Error).message}`);
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
