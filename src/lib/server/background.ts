import { serverDatabase, serverDatabaseLocation, serverDatabasePath } from "@/lib/db/server";
import type { PurgeSchedule } from "./dailyPurge";
import { serverJobs } from "./jobs";

export {
  setUntrustedPriorityForTests,
  setUntrustedTimeScaleForTests,
  useWorkerScript,
} from "@/lib/workers/pool";

let stop: (() => void) | undefined;

/**
 * The server's own work, started with it by scripts/serve.mjs (the build
 * writes this module as dist/server/background.mjs, see
 * src/integrations/background-work.mjs): the database opened and migrated
 * (a database newer than this code stops the start) and named in one line,
 * then every job of ./jobs.ts. Once per process; answers the stop of them all.
 */
export function startBackgroundWork(schedule: PurgeSchedule = {}): () => void {
  if (stop) return stop;
  serverDatabase();
  (schedule.log ?? console.info)(
    `Database: ${serverDatabasePath()} (${serverDatabaseLocation().because})`,
  );
  const stops = serverJobs(schedule).flatMap((job) => job.start() ?? []);
  stop = () => {
    for (const stopJob of stops.reverse()) stopJob();
    stop = undefined;
  };
  return stop;
}
