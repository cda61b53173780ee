import type { DatabaseSync } from "node:sqlite";

/** The notification outbox's rows (migrations/0002_notifications.ts). */

/** The lead's outbox row; call inside the lead's own transaction. */
export function enqueueNotification(
  db: DatabaseSync,
  leadId: number,
  state: "pending" | "off",
  now: Date,
): void {
  db.prepare("INSERT INTO notifications (lead_id, state, next_attempt_at) VALUES (?, ?, ?)").run(
    leadId,
    state,
    now.toISOString(),
  );
}

/** Pending notifications whose next attempt is due, oldest first. */
export function dueNotifications(db: DatabaseSync, now: Date, limit: number) {
  return db
    .prepare(
      `SELECT lead_id, attempts FROM notifications
       WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY lead_id LIMIT ?`,
    )
    .all(now.toISOString(), limit)
    .map((r) => ({ leadId: Number(r.lead_id), attempts: Number(r.attempts) }));
}

export function markNotificationSent(
  db: DatabaseSync,
  leadId: number,
  messageId: string,
  at: Date,
): void {
  db.prepare(
    "UPDATE notifications SET state = 'sent', message_id = ?, sent_at = ?, last_error = NULL WHERE lead_id = ?",
  ).run(messageId, at.toISOString(), leadId);
}

export function markNotificationFailed(
  db: DatabaseSync,
  leadId: number,
  error: string,
  nextAttemptAt: Date,
): void {
  db.prepare(
    "UPDATE notifications SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE lead_id = ?",
  ).run(error, nextAttemptAt.toISOString(), leadId);
}
