import { retention } from "@/content/privacy";
import { ADDRESS_ACTIONS } from "@/lib/platform/audit/actions";
import { FORGOT_KEY_PREFIX, FORGOT_WINDOW_MS } from "./forgotPassword";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./sessions";
import { LOCK_MS } from "./signIn";
import { purgeDeskRows } from "./store";

const DAY_MS = 86_400_000;

export interface DeskPurge {
  sessions: number;
  failures: number;
  addresses: number;
  links: number;
}

/**
 * The desk's part of the daily purge: sessions past their idle or absolute
 * end, failed sign-ins older than the lock looks back (by time only, whatever
 * their key; forgot-password requests after their hour), expired set-password links, and the IP addresses in the audit
 * log after the days the privacy policy names (the row stays, its address is
 * blanked).
 */
export function purgeDesk(now = new Date()): Promise<DeskPurge> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return purgeDeskRows({
    now,
    idleBefore: before(SESSION_IDLE_MS),
    startedBefore: before(SESSION_LIFETIME_MS),
    // Sign-ins that never gave their code (five minutes, lib/desk/signIn.ts) go once expired.
    failuresBefore: before(LOCK_MS),
    // Forgot-password requests are counted for an hour (lib/desk/forgotPassword.ts).
    keptPrefix: FORGOT_KEY_PREFIX,
    keptBefore: before(FORGOT_WINDOW_MS),
    addressesBefore: before(retention.clientDays * DAY_MS),
    addressActions: ADDRESS_ACTIONS,
  });
}

/** A line for the server's log, or undefined when nothing was purged. */
export function deskPurgeReport({ sessions, failures, addresses, links }: DeskPurge) {
  if (!(sessions || failures || addresses || links)) return undefined;
  return `Retention (desk): deleted ${sessions} ended desk sessions, ${failures} old failed sign-ins, ${links} expired set-password links; blanked ${addresses} addresses in the audit log`;
}
