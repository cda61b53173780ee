import type { DatabaseSync } from "node:sqlite";

/**
 * The record of every backup and drill (backup_runs, migration 0039): written
 * by the server's job and by `npm run backup`, read by the administrators'
 * start page and the readiness answer. A failed run queues its e-mail to the
 * administrators in the same row when e-mail is set up (lib/backup/failureMail.ts).
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

const toRun = (row: Record<string, unknown>): BackupRun => ({
  id: Number(row.id),
  kind: row.kind as RunKind,
  startedAt: String(row.started_at),
  finishedAt: String(row.finished_at),
  ok: Number(row.ok) === 1,
  snapshot: (row.snapshot as string | null) ?? null,
  files: row.files === null ? null : Number(row.files),
  bytes: row.bytes === null ? null : Number(row.bytes),
  addedBytes: row.added_bytes === null ? null : Number(row.added_bytes),
  problem: (row.problem as string | null) ?? null,
});

/** Records a run; a failed one's e-mail is queued when `mail` (e-mail set up). Answers its id. */
export function recordRun(db: DatabaseSync, run: NewRun, { mail }: { mail: boolean }): number {
  const queued = !run.ok && mail;
  const result = db
    .prepare(
      `INSERT INTO backup_runs (kind, started_at, finished_at, ok, snapshot, files, bytes, added_bytes, problem, state, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      run.kind,
      run.startedAt.toISOString(),
      run.finishedAt.toISOString(),
      run.ok ? 1 : 0,
      run.snapshot ?? null,
      run.files ?? null,
      run.bytes ?? null,
      run.addedBytes ?? null,
      run.problem?.slice(0, 2000) ?? null,
      queued ? "pending" : null,
      queued ? run.finishedAt.toISOString() : null,
    );
  return Number(result.lastInsertRowid);
}

/** The newest run of a kind (good or not), and the newest good one. */
export function lastRuns(
  db: DatabaseSync,
  kind: RunKind,
): { last?: BackupRun | undefined; lastGood?: BackupRun | undefined } {
  const last = db
    .prepare("SELECT * FROM backup_runs WHERE kind = ? ORDER BY started_at DESC, id DESC LIMIT 1")
    .get(kind);
  const lastGood = db
    .prepare(
      "SELECT * FROM backup_runs WHERE kind = ? AND ok = 1 ORDER BY started_at DESC, id DESC LIMIT 1",
    )
    .get(kind);
  return { last: last ? toRun(last) : undefined, lastGood: lastGood ? toRun(lastGood) : undefined };
}

/** A run by id (the failure e-mail's record). */
export function runById(db: DatabaseSync, id: number): BackupRun | undefined {
  const row = db.prepare("SELECT * FROM backup_runs WHERE id = ?").get(id);
  return row ? toRun(row) : undefined;
}

/** Runs of a kind started since `since` (the job's attempts of the day, the drill's of the month). */
export function runsSince(db: DatabaseSync, kind: RunKind, since: Date): BackupRun[] {
  return db
    .prepare("SELECT * FROM backup_runs WHERE kind = ? AND started_at >= ? ORDER BY started_at")
    .all(kind, since.toISOString())
    .map(toRun);
}

/** The administrators' addresses: whom a failure is e-mailed to. */
export function administratorEmails(db: DatabaseSync): string[] {
  return db
    .prepare("SELECT email FROM desk_user_roles WHERE role = 'admin' ORDER BY email")
    .all()
    .map((row) => String(row.email));
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
