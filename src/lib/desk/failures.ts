import type { DatabaseSync } from "node:sqlite";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";

/**
 * The sign-in's failures, one row per failure and key (desk_failures: an
 * account, an account and a client, a client, an account's codes, a pending
 * sign-in), kept a quarter hour (lib/desk/purge.ts). In the database, so a
 * restart forgets none.
 */

/** The times of `key`'s failures within `windowMs` before `now`, latest first. */
export function recentFailures(
  db: DatabaseSync,
  key: string,
  now: Date,
  windowMs: number = STAFF_SIGN_IN.lockMs,
): string[] {
  const since = new Date(now.getTime() - windowMs).toISOString();
  return db
    .prepare("SELECT at FROM desk_failures WHERE key = ? AND at > ? ORDER BY at DESC")
    .all(key, since)
    .map((r) => String(r.at));
}

/** Writes a failure down; answers its row, to take it back when the try was right after all. */
export const recordFailure = (db: DatabaseSync, key: string, at: Date): number =>
  Number(
    db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)").run(key, at.toISOString())
      .lastInsertRowid,
  );

export const takeBackFailures = (db: DatabaseSync, rows: number[]): void => {
  const remove = db.prepare("DELETE FROM desk_failures WHERE rowid = ?");
  for (const id of rows) remove.run(id);
};
