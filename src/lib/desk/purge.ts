import type { DatabaseSync } from "node:sqlite";
import { retention } from "@/content/privacy";
import { transaction } from "@/lib/db/connection";
import { ADDRESS_ACTIONS } from "./audit";
import { FORGOT_KEY_PREFIX, FORGOT_WINDOW_MS } from "./forgotPassword";
import { purgeExpiredLinks } from "./passwordLinks";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./sessions";
import { LOCK_MS } from "./signIn";

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
export function purgeDesk(db: DatabaseSync, now = new Date()): DeskPurge {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const changes = (sql: string, ...params: string[]) =>
    Number(db.prepare(sql).run(...params).changes);
  const actions = ADDRESS_ACTIONS.map(() => "?").join(", ");
  return transaction(db, () => ({
    sessions:
      changes(
        "DELETE FROM desk_sessions WHERE last_seen_at < ? OR created_at < ?",
        before(SESSION_IDLE_MS),
        before(SESSION_LIFETIME_MS),
      ) +
      // Sign-ins that never gave their code (five minutes, lib/desk/signIn.ts).
      changes("DELETE FROM desk_pending_sign_ins WHERE expires_at < ?", now.toISOString()),
    // Forgot-password requests are counted for an hour (lib/desk/forgotPassword.ts).
    failures: changes(
      "DELETE FROM desk_failures WHERE at < ? AND (key NOT LIKE ? OR at < ?)",
      before(LOCK_MS),
      `${FORGOT_KEY_PREFIX}%`,
      before(FORGOT_WINDOW_MS),
    ),
    addresses: changes(
      `UPDATE desk_audit SET detail = '' WHERE at < ? AND detail <> '' AND action IN (${actions})`,
      before(retention.clientDays * DAY_MS),
      ...ADDRESS_ACTIONS,
    ),
    links: purgeExpiredLinks(db, now),
  }));
}

/** A line for the server's log, or undefined when nothing was purged. */
export function deskPurgeReport({ sessions, failures, addresses, links }: DeskPurge) {
  if (!(sessions || failures || addresses || links)) return undefined;
  return `Retention (desk): deleted ${sessions} ended desk sessions, ${failures} old failed sign-ins, ${links} expired set-password links; blanked ${addresses} addresses in the audit log`;
}
