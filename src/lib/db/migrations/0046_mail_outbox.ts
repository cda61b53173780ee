import type { Migration } from "./types";

/**
 * One outbox for the site's plain e-mails to one person (issue 52 item 1): the
 * set-password links, "Forgot password", the wrong-codes warning and the
 * portal's sign-in links (lib/platform/mail/outbox.ts). A row per e-mail,
 * claimed before it is sent as every outbox's is (lib/platform/outbox/store.ts).
 *
 * These e-mails carry a link whose token is kept only hashed elsewhere, so the
 * body is sealed with the secrets key that is not in the database
 * (lib/platform/secretBox.ts), and erased once the SMTP server has taken it or
 * the link has ended (`expires_at`): only a pending row keeps a body.
 */
export const migration: Migration = {
  version: 46,
  name: "mail_outbox",
  up: `
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'expired')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT,
  CHECK (state = 'pending' OR body IS NULL)
);
CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_at);
CREATE INDEX mail_outbox_expires ON mail_outbox (expires_at);
`,
};
