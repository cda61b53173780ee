import { contentChanged } from "@/lib/site/contentChanged";
import { nextScheduledAt } from "./store";

/** setTimeout's longest wait (about 24.8 days); a later schedule is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;
let armedFor: string | undefined;

const armingFailed = (error: unknown) =>
  console.error("the next scheduled article's timer could not be set:", error);

/**
 * Pages kept in memory (lib/http/pageCache.ts) learn of a scheduled article
 * the moment its time comes: a timer for the next one (store.ts
 * nextScheduledAt) calls contentChanged(). Called on every save and whenever
 * the site reads its articles (so a restarted server arms it on its first page).
 */
export async function wakeAtNextSchedule(now = new Date()): Promise<void> {
  const next = await nextScheduledAt(now);
  if (next === armedFor) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  armedFor = next;
  if (!next) return;
  const wait = Math.min(Math.max(0, Date.parse(next) - now.getTime()), LONGEST_WAIT);
  timer = setTimeout(() => {
    timer = undefined;
    armedFor = undefined;
    contentChanged();
    wakeAtNextSchedule().catch(armingFailed);
  }, wait);
  timer.unref?.();
}

/** The server's job "scheduled articles" (lib/server/jobs.ts): armed at start, disarmed at stop. */
export function startScheduleWake(): () => void {
  wakeAtNextSchedule().catch(armingFailed);
  return () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    armedFor = undefined;
  };
}
