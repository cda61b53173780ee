import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { deleteFailureRows, failuresSince, insertFailure } from "./store";

/**
 * The sign-in's failures, one row per failure and key (desk_failures: an
 * account, an account and a client, a client, an account's codes, a pending
 * sign-in), kept a quarter hour (lib/desk/purge.ts). In the database, so a
 * restart forgets none.
 */

/** The times of `key`'s failures within `windowMs` before `now`, latest first. */
export function recentFailures(
  key: string,
  now: Date,
  windowMs: number = STAFF_SIGN_IN.lockMs,
): Promise<string[]> {
  return failuresSince(key, new Date(now.getTime() - windowMs).toISOString());
}

/** Writes a failure down; answers its row, to take it back when the try was right after all. */
export const recordFailure = (key: string, at: Date): Promise<number> => insertFailure(key, at);

export const takeBackFailures = (rows: number[]): Promise<void> => deleteFailureRows(rows);
