import { freshnessOf, type BackupRun, type Freshness } from "./runs";
import { backupsConfigured } from "./settings";
import { lastRuns } from "./store";

/** What the administrators' start page says of the backups (components/desk/BackupState.tsx). */
export interface BackupState {
  configured: boolean;
  freshness: Freshness;
  /** The last good backup and how many hours ago it finished. */
  lastGood?: { at: string; hours: number } | undefined;
  /** The last backup, when it failed. */
  failed?: BackupRun | undefined;
  /** The last restore drill, good or not. */
  drill?: BackupRun | undefined;
}

export async function backupState(now: Date): Promise<BackupState> {
  const backups = await lastRuns("backup");
  const good = backups.lastGood;
  return {
    configured: backupsConfigured(),
    freshness: freshnessOf(good?.finishedAt, now),
    lastGood: good && {
      at: good.finishedAt,
      hours: (now.getTime() - Date.parse(good.finishedAt)) / 3_600_000,
    },
    failed: backups.last && !backups.last.ok ? backups.last : undefined,
    drill: (await lastRuns("drill")).last,
  };
}
