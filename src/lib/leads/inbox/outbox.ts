import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { NotifiableLead } from "@/lib/leads/notify/message";
import type { Outbox } from "@/lib/leads/notify/notifier";

/**
 * The notification outbox in the leads database: one row per lead, written in
 * the same transaction as the lead (so a stored lead always has its
 * notification, even if the server stops right after), deleted with the lead.
 * state: 'pending' until the SMTP server accepts it, then 'sent' with the
 * message id; 'off' when notifications were not configured at the time.
 */
export const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS notifications (
  lead_id INTEGER PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'off')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS notifications_due ON notifications (state, next_attempt_at);
`;

export type NotificationState = "pending" | "sent" | "off";

export interface NotificationStatus {
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  sentAt: string | null;
}

type Row = Record<string, SQLOutputValue>;

/** Writes the lead's outbox row; call inside the lead's own transaction. */
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

export function sqliteOutbox(db: DatabaseSync): Outbox & {
  status(leadId: number): NotificationStatus | undefined;
} {
  const due = db.prepare(
    `SELECT lead_id, attempts FROM notifications
     WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY lead_id LIMIT ?`,
  );
  const lead = db.prepare(
    "SELECT reference, form, created_at, fields, file_name, file_type, file FROM leads WHERE id = ?",
  );
  const sent = db.prepare(
    "UPDATE notifications SET state = 'sent', message_id = ?, sent_at = ?, last_error = NULL WHERE lead_id = ?",
  );
  const failed = db.prepare(
    "UPDATE notifications SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE lead_id = ?",
  );
  const status = db.prepare(
    "SELECT state, attempts, last_error, message_id, sent_at FROM notifications WHERE lead_id = ?",
  );
  return {
    due: (now, limit) =>
      (due.all(now.toISOString(), limit) as Row[]).map((r) => ({
        leadId: Number(r.lead_id),
        attempts: Number(r.attempts),
      })),
    lead(leadId): NotifiableLead | undefined {
      const row = lead.get(leadId) as Row | undefined;
      if (!row) return undefined;
      let fields: Record<string, unknown> = {};
      try {
        fields = JSON.parse(String(row.fields)) as Record<string, unknown>;
      } catch {
        // an unreadable row is still announced, with what there is
      }
      return {
        reference: String(row.reference),
        form: String(row.form),
        createdAt: String(row.created_at),
        fields,
        file:
          row.file instanceof Uint8Array
            ? { name: String(row.file_name), type: String(row.file_type), bytes: row.file }
            : undefined,
      };
    },
    markSent: (leadId, messageId, at) => void sent.run(messageId, at.toISOString(), leadId),
    markFailed: (leadId, error, next) => void failed.run(error, next.toISOString(), leadId),
    status(leadId) {
      const row = status.get(leadId) as Row | undefined;
      if (!row) return undefined;
      return {
        state: String(row.state) as NotificationState,
        attempts: Number(row.attempts),
        lastError: row.last_error === null ? null : String(row.last_error),
        messageId: row.message_id === null ? null : String(row.message_id),
        sentAt: row.sent_at === null ? null : String(row.sent_at),
      };
    },
  };
}
