import type { DatabaseSync } from "node:sqlite";
import { retention } from "@/content/privacy";
import { transaction } from "@/lib/db/connection";
import { checkpoint } from "./erase";
import type { CaseKind } from "./kind";

export const DAY_MS = 86_400_000;

/** The moments before which a kind's records are deleted, and their IP address and browser blanked. */
export function retentionCutoffs(kind: CaseKind, now: Date): { before: Date; clientBefore: Date } {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - kind.keepMonths);
  return { before, clientBefore: new Date(now.getTime() - retention.clientDays * DAY_MS) };
}

export interface Purged {
  deleted: number;
  anonymised: number;
}

/**
 * Retention: deletes the records received before `before` (with their files
 * and all that hangs on them), and blanks the IP address and browser of those
 * received before `clientBefore`.
 */
export function purgeRecords(
  db: DatabaseSync,
  kind: CaseKind,
  before: Date,
  clientBefore: Date,
): Purged {
  const result = transaction(db, () => ({
    deleted: Number(
      db.prepare(`DELETE FROM ${kind.table} WHERE created_at < ?`).run(before.toISOString())
        .changes,
    ),
    anonymised: Number(
      db
        .prepare(
          `UPDATE ${kind.table} SET client = '', user_agent = NULL
           WHERE created_at < ? AND (client <> '' OR user_agent IS NOT NULL)`,
        )
        .run(clientBefore.toISOString()).changes,
    ),
  }));
  if (result.deleted || result.anonymised) checkpoint(db);
  return result;
}

/** What the privacy policy promises for one kind, done at `now`. */
export function purgeExpired(db: DatabaseSync, kind: CaseKind, now = new Date()): Purged {
  const { before, clientBefore } = retentionCutoffs(kind, now);
  return purgeRecords(db, kind, before, clientBefore);
}

/**
 * One kind's part of the server's daily purge: purges at the moment given,
 * and answers a line for the server's log when it removed something.
 */
export const dailyPurgeOf =
  (db: () => DatabaseSync, kind: CaseKind, line: (deleted: number, anonymised: number) => string) =>
  (now: Date): string | undefined => {
    const { deleted, anonymised } = purgeExpired(db(), kind, now);
    return deleted || anonymised ? line(deleted, anonymised) : undefined;
  };
