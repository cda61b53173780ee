import type { Migration } from "./types";

/**
 * Every person who sends the lab something hears back (issue 49): an outbox
 * of acknowledgements to the sender, one row per lead or application, written
 * in the record's own transaction and deleted with it, beside the outbox of
 * the e-mails to staff: 'pending' until the SMTP server takes the e-mail, then
 * 'sent'. A record that came in while e-mail was not set up has none.
 */
const outbox = (table: string, id: string, records: string) => `
CREATE TABLE ${table} (
  ${id} INTEGER PRIMARY KEY REFERENCES ${records}(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT
);
CREATE INDEX ${table}_due ON ${table} (state, next_attempt_at);
`;

export const migration: Migration = {
  version: 36,
  name: "acknowledgements",
  up:
    outbox("lead_acknowledgements", "lead_id", "leads") +
    outbox("application_acknowledgements", "application_id", "applications"),
};
