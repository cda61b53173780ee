import { openServerStore, serverDatabaseShown } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { encryptClearSecrets } from "@/lib/desk/twoFactor";
import { ensureSecretsKey } from "@/lib/platform/secretBox";
import { sealStartLine, sealState } from "@/lib/reports/sealCertificate";
import type { PurgeSchedule } from "./dailyPurge";
import { serverJobs, type Job } from "./jobs";

export { settleNotifiers } from "@/lib/cases/notifier";
export {
  setUntrustedPriorityForTests,
  setUntrustedTimeScaleForTests,
  useWorkerScript,
} from "@/lib/workers/pool";

let stop: (() => void) | undefined;
let opening: Promise<void> | undefined;

/**
 * The database opened and migrated (a database newer than this code stops the
 * start) and named in one line, and a line on the lab's digital seal. scripts/serve.mjs awaits it before it listens;
 * once per process.
 */
export function openServerDatabase(log: (line: string) => void = console.info): Promise<void> {
  opening ??= (async () => {
    await openServerStore();
    log(`Database: ${serverDatabaseShown()}`);
    const keyFile = ensureSecretsKey();
    const sealed = await encryptClearSecrets();
    log(
      `Secrets key: ${keyFile ?? "in memory"}${sealed ? ` (${sealed} two-factor secrets encrypted with it now)` : ""}; back it up apart from the database`,
    );
    // The lab's digital seal: on, off, or what is wrong with its settings (said, never thrown).
    const seal = sealState();
    (seal.state === "broken" ? console.error : log)(sealStartLine(seal));
  })();
  return opening;
}

/** The jobs this server runs, and the names of those left to the server with JOBS=on. */
export function jobsHere(jobs: readonly Job[], setting: "on" | "off") {
  const run = setting === "on" ? jobs : jobs.filter((job) => !job.labWide);
  return { run, elsewhere: jobs.filter((job) => !run.includes(job)).map((job) => job.name) };
}

/**
 * The server's own work (the build writes this module as
 * dist/server/background.mjs, see src/integrations/background-work.mjs): the
 * database opened (openServerDatabase), then every job of ./jobs.ts, which
 * send e-mails and purge. scripts/serve.mjs starts them only once its port is
 * bound, so a second server started by mistake on a busy port ends before it
 * does anything. Once per process; answers the stop of them all.
 */
export function startBackgroundWork(schedule: PurgeSchedule = {}): () => void {
  if (stop) return stop;
  // Opened already where the server awaited it first (scripts/serve.mjs); the jobs never wait for it.
  openServerDatabase(schedule.log).catch((error: unknown) =>
    console.error("the database could not be opened:", error),
  );
  const { run, elsewhere } = jobsHere(serverJobs(schedule), serverEnv.JOBS);
  if (elsewhere.length)
    (schedule.log ?? console.info)(
      `Jobs: off on this server (JOBS=off); ${elsewhere.join(", ")} run on the server with JOBS=on`,
    );
  const stops = run.flatMap((job) => job.start() ?? []);
  stop = () => {
    for (const stopJob of stops.reverse()) stopJob();
    stop = undefined;
  };
  return stop;
}
