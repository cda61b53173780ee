import type { DatabaseSync } from "node:sqlite";
import type { Migration } from "./types";

/**
 * Job applications made on the site (/career/apply), apart from the leads:
 * only the `hr` role reads them. The CV is kept in the row, as a lead's file
 * is, so erasing the row erases the file. The opening's title is copied at the
 * time (an opening can be renamed later); a general application has no
 * opening. The e-mail to HR has its outbox columns in the same row, written
 * in the application's own transaction.
 */
export const migration: Migration = {
  version: 13,
  name: "applications",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE TABLE applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  opening_id TEXT REFERENCES job_openings (id),
  opening_title TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  current_role TEXT NOT NULL,
  experience TEXT NOT NULL,
  notice_period TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  cv_name TEXT NOT NULL,
  cv_type TEXT NOT NULL,
  cv_size INTEGER NOT NULL,
  cv BLOB NOT NULL,
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'shortlisted', 'interview', 'offered', 'rejected')),
  client TEXT NOT NULL DEFAULT '',
  user_agent TEXT,
  notify_state TEXT NOT NULL DEFAULT 'off' CHECK (notify_state IN ('pending', 'sent', 'off')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_next_at TEXT,
  notify_message_id TEXT,
  notify_sent_at TEXT,
  notify_error TEXT
);
CREATE INDEX applications_received ON applications (created_at);
CREATE INDEX applications_opening ON applications (opening_id, created_at);
CREATE INDEX applications_outbox ON applications (notify_state, notify_next_at);
CREATE TABLE application_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX application_notes_of ON application_notes (application_id);
`);
  },
};
