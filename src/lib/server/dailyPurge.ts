import { DAY_MS } from "@/lib/cases/retention";

/** One part of the daily purge: answers a line for the server's log when it removed something. */
export type Purge = (now: Date) => string | undefined | Promise<string | undefined>;

export interface PurgeSchedule {
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * What the privacy policy promises, done by the server itself: every purge
 * now and every 24 hours after (the timer does not keep the process alive);
 * one that fails is logged and the others still run. Returns a function that
 * stops it.
 */
export function startDailyPurge(
  purges: readonly Purge[],
  { now = () => new Date(), log = console.info }: PurgeSchedule = {},
): () => void {
  const run = async () => {
    for (const purge of purges) {
      try {
        const done = await purge(now());
        if (done) log(done);
      } catch (error) {
        log(`Retention purge failed: ${(error as Error).message}`);
      }
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
