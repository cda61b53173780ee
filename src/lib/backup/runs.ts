/**
 * The record of every backup and drill (backup_runs, migration 0039): written
 * by the server's job and by `npm run backup`, read by the administrators'
 * start page and the readiness answer. A failed run queues its e-mail to the
 * administrators in the same row when e-mail is set up (lib/backup/failureMail.ts).
 * Its SQL is in lib/backup/store.ts.
 */

export type RunKind = "backup" | "drill";

export interface BackupRun {
  id: number;
  kind: RunKind;
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  snapshot: string | null;
  files: number | null;
  bytes: number | null;
  addedBytes: number | null;
  problem: string | null;
}

export interface NewRun {
  kind: RunKind;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  snapshot?: string | undefined;
  files?: number | undefined;
  bytes?: number | undefined;
  addedBytes?: number | undefined;
  problem?: string | undefined;
}

/** How fresh the last good backup is: amber after 26 hours, red after 50 (or none at all). */
export type Freshness = "fresh" | "amber" | "red";
export const AMBER_HOURS = 26;
export const RED_HOURS = 50;

export function freshnessOf(lastGoodAt: string | undefined, now: Date): Freshness {
  if (!lastGoodAt) return "red";
  const hours = (now.getTime() - Date.parse(lastGoodAt)) / 3_600_000;
  return hours > RED_HOURS ? "red" : hours > AMBER_HOURS ? "amber" : "fresh";
}
