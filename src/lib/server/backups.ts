import { resticProblems } from "@/content/backups";
import { startFailureMails } from "@/lib/backup/failureMail";
import { mailConfigured, recordedBackup, recordedDrill } from "@/lib/backup/recorded";
import { backupsConfigured } from "@/lib/backup/settings";
import { runsSince } from "@/lib/backup/store";
import { labNow, todayInKolkata } from "@/lib/clock";
import { serverDatabasePath } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { indiaMinuteOf } from "@/lib/format";
import { lookEvery } from "./lookEvery";

/** How often the server looks whether a backup or drill is due: the hour comes within this. */
const POLL_MS = 10 * 60_000;
/** A failed backup is tried again after an hour, three times a day at most. */
export const RETRY_MS = 60 * 60_000;
export const ATTEMPTS_A_DAY = 3;

export interface BackupLook {
  /** From this hour of the India day (0-23) the day's backup runs. */
  hour: number;
  now: Date;
  backup: () => Promise<{ error?: unknown }>;
  drill: () => Promise<{ error?: unknown }>;
}

const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * One look of the job: the day's backup once the India day has reached
 * `hour` (none yet today, or the last one failed over an hour ago, three
 * tries at most); then, once the day has a good backup, the month's restore
 * drill when none has succeeded this month (one try a day). Answers what ran.
 */
export async function backupLook(look: BackupLook): Promise<("backup" | "drill")[]> {
  const ran: ("backup" | "drill")[] = [];
  if (Number(indiaMinuteOf(look.now).slice(11, 13)) < look.hour) return ran;
  const today = todayInKolkata(look.now);
  let backups = await runsSince("backup", indiaMidnight(today));
  const last = backups.at(-1);
  if (
    !backups.some((r) => r.ok) &&
    backups.length < ATTEMPTS_A_DAY &&
    (!last || look.now.getTime() - Date.parse(last.finishedAt) >= RETRY_MS)
  ) {
    await look.backup();
    ran.push("backup");
    backups = await runsSince("backup", indiaMidnight(today));
  }
  if (!backups.some((r) => r.ok)) return ran;
  const drills = await runsSince("drill", indiaMidnight(`${today.slice(0, 7)}-01`));
  const triedToday = drills.some((r) => Date.parse(r.startedAt) >= indiaMidnight(today).getTime());
  if (!drills.some((r) => r.ok) && !triedToday) {
    await look.drill();
    ran.push("drill");
  }
  return ran;
}

/**
 * The backups as a server job: a look now and every ten minutes; off (and
 * said so once) without BACKUP_REPOSITORY and BACKUP_PASSWORD_FILE. A failure
 * is e-mailed to the administrators when e-mail is set up.
 */
export function startBackups(): (() => void) | void {
  if (!backupsConfigured()) {
    console.warn(resticProblems.notConfigured);
    return;
  }
  const mails = startFailureMails();
  const mail = mailConfigured() && !!mails;
  const afterwards = (run: { error?: unknown; problem?: string | undefined }) => {
    if (run.error === undefined) return run;
    console.error(`Backup job: ${run.problem ?? ""}`);
    mails?.poke();
    return run;
  };
  const stopLooking = lookEvery(
    POLL_MS,
    () =>
      backupLook({
        hour: serverEnv.BACKUP_HOUR,
        now: labNow(),
        backup: async () =>
          afterwards(await recordedBackup(serverDatabasePath(), { mail, now: labNow })),
        drill: async () =>
          afterwards(await recordedDrill(serverDatabasePath(), { mail, now: labNow })),
      }),
    "Backups stopped on an error",
  );
  return () => {
    stopLooking();
    mails?.stop();
  };
}
