import type { DatabaseSync } from "node:sqlite";
import { contentChanged } from "@/lib/site/contentChanged";

/**
 * The next moment a scheduled article goes on the site after `now` (an ISO
 * instant), or undefined: pages kept in memory must be rendered afresh then.
 */
export function nextScheduledAt(db: DatabaseSync, now: Date): string | undefined {
  const row = db
    .prepare(
      "SELECT min(publish_at) AS at FROM articles WHERE status = 'scheduled' AND publish_at > ?",
    )
    .get(now.toISOString());
  return row?.at == null ? undefined : String(row.at);
}

/** setTimeout's longest wait (about 24.8 days); a later schedule is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;
let armedFor: string | undefined;

/**
 * Pages kept in memory (lib/http/pageCache.ts) learn of a scheduled article
 * the moment its time comes: a timer for the next one calls contentChanged().
 * Called on every save and whenever the site reads its articles (so a
 * restarted server arms it on its first page).
 */
export function wakeAtNextSchedule(db: DatabaseSync, now = new Date()): void {
  const next = nextScheduledAt(db, now);
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
    wakeAtNextSchedule(db);
  }, wait);
  timer.unref?.();
}

/** The server's job "scheduled articles" (lib/server/jobs.ts): armed at start, disarmed at stop. */
export function startScheduleWake(db: DatabaseSync): () => void {
  wakeAtNextSchedule(db);
  return () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    armedFor = undefined;
  };
}
