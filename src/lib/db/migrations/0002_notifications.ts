import type { Migration } from "./types";

/**
 * The notification outbox: one row per lead, written in the lead's own
 * transaction and deleted with it. state: 'pending' until the SMTP server
 * accepts the e-mail, then 'sent' with its message id; 'off' when
 * notifications were not configured when the lead came in.
 */
export const migration: Migration = {
  version: 2,
  name: "notifications",
  up: `
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
`,
};
