import type { Migration } from "./types";

/**
 * The quotations' e-mails to the customer (issue 51 item 3), an outbox as the
 * acknowledgements' (0036): the quotation itself (its PDF and the private
 * link) and the acknowledgement of the customer's answer. The link's key is
 * kept here only until the SMTP server takes the e-mail (then NULL); the
 * quotation keeps its hash.
 */
export const migration: Migration = {
  version: 42,
  name: "quotation_mails",
  up: `
CREATE TABLE quotation_mails (
  id INTEGER PRIMARY KEY,
  quotation_id INTEGER NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('quotation', 'answer')),
  email TEXT NOT NULL,
  link_key TEXT,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT
);
CREATE INDEX quotation_mails_due ON quotation_mails (state, next_attempt_at);
`,
};
