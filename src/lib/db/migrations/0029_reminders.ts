import type { Migration } from "./types";

/**
 * Reminders of instruments falling due (issue 38 items 5 and 7): each
 * organisation's lead time in days; every reminder e-mailed, one row per
 * address, instrument, due date and kind (UNIQUE: never twice, also across
 * restarts; claimed before sending, `sent_at` once the SMTP server took it);
 * each address's own settings (the unguessable token of its unsubscribe link,
 * reminders stopped, removal asked for); the addresses an administrator
 * removed, kept only as SHA-256 hashes so a whole domain of an organisation
 * does not let them back in. The partial index finds calibration
 * certificates by due date without reading the whole register.
 */
export const migration: Migration = {
  version: 29,
  name: "reminders",
  up: `
ALTER TABLE customer_organisations ADD COLUMN reminder_days INTEGER NOT NULL DEFAULT 30
  CHECK (reminder_days BETWEEN 1 AND 365);
CREATE TABLE portal_reminders (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  instrument_key TEXT NOT NULL,
  due_date TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('due-soon', 'overdue')),
  organisation_id INTEGER REFERENCES customer_organisations(id) ON DELETE SET NULL,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  serial_number TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  sent_at TEXT,
  UNIQUE (email, instrument_key, due_date, kind)
);
CREATE INDEX portal_reminders_organisation ON portal_reminders (organisation_id, claimed_at);
CREATE TABLE portal_addresses (
  email TEXT PRIMARY KEY,
  unsubscribe_token TEXT NOT NULL UNIQUE,
  reminders_stopped_at TEXT,
  removal_requested_at TEXT
);
CREATE INDEX portal_addresses_removal ON portal_addresses (removal_requested_at)
  WHERE removal_requested_at IS NOT NULL;
CREATE TABLE portal_removed_addresses (
  email_hash TEXT PRIMARY KEY,
  removed_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX reports_calibration_due ON reports (due_date)
  WHERE kind = 'calibration-certificate' AND status = 'issued' AND authorised_at IS NOT NULL;
CREATE INDEX reports_calibration_serial ON reports (lower(trim(serial_number)))
  WHERE kind = 'calibration-certificate' AND status = 'issued' AND authorised_at IS NOT NULL;
`,
};
