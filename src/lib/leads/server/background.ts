import { renderUnrendered } from "@/lib/articles/unrenderedBodies";
import { purgeExpiredApplications } from "@/lib/careers/applicationsRetention";
import { applicationNotifications } from "@/lib/careers/applicationsServer";
import { serverDatabase } from "@/lib/db/server";
import { deskPurgeReport, purgeDesk } from "@/lib/desk/purge";
import { startDailyPurge, type PurgeSchedule } from "@/lib/leads/retention";
import { heldPurgeReport, sweepHeld } from "@/lib/reports/heldUploads";
import { heldUploadsDir } from "@/lib/reports/server";
import { closeUntrustedPool, startUntrustedPool } from "@/lib/workers/pool";
import { serverLeadStore } from "./inbox";
import { leadNotifications } from "./notifications";

export { useWorkerScript } from "@/lib/workers/pool";

let stop: (() => void) | undefined;

/**
 * The server's own work, started with it by scripts/serve.mjs (the build
 * writes this module as dist/server/background.mjs, see
 * src/integrations/background-work.mjs): the database opened and migrated
 * (a database newer than this code stops the start), lead notifications (any
 * left pending by a restart are delivered now) and the daily retention purge
 * (leads, job applications with their CVs, the desk's sessions, failed
 * sign-ins and old addresses, and refused imports' files kept over a day), the first thread of the pool that parses
 * uploads (lib/workers), and the bodies of articles kept from before they were
 * rendered at save (in that pool, in the background).
 * Once per process; returns a function that stops the purge and the pool.
 */
export function startBackgroundWork(schedule: PurgeSchedule = {}): () => void {
  if (stop) return stop;
  serverDatabase();
  startUntrustedPool();
  // Articles kept from before bodies were rendered at save: rendered in the pool now, not at a first view.
  renderUnrendered(serverDatabase()).catch((error: unknown) =>
    console.error("articles kept from before could not be rendered:", error),
  );
  leadNotifications();
  applicationNotifications();
  const stopPurge = startDailyPurge(serverLeadStore, {
    ...schedule,
    more: [
      (now) => deskPurgeReport(purgeDesk(serverDatabase(), now)),
      (now) => purgeExpiredApplications(serverDatabase(), now),
      (now) => heldPurgeReport(sweepHeld(heldUploadsDir(), now)),
    ],
  });
  stop = () => {
    stopPurge();
    void closeUntrustedPool();
  };
  return stop;
}
