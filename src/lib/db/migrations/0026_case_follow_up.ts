import type { Migration } from "./types";

/**
 * Who follows a case up, and when (lib/cases/followUp.ts): one row per lead
 * or application that has an owner or a follow-up date (most have neither),
 * deleted with the record; an owner whose account is removed leaves the case
 * unowned. `due` is an India day, YYYY-MM-DD. follow_up_digests remembers
 * each owner's daily e-mail of what falls due, so a restart never sends a
 * day's twice.
 */
export const migration: Migration = {
  version: 26,
  name: "case_follow_up",
  up: `
CREATE TABLE lead_follow_up (
  lead_id INTEGER PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  owner TEXT REFERENCES desk_users(email) ON DELETE SET NULL ON UPDATE CASCADE,
  due TEXT,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE INDEX lead_follow_up_owner ON lead_follow_up (owner, due);
CREATE INDEX lead_follow_up_due ON lead_follow_up (due);
CREATE TABLE application_follow_up (
  application_id INTEGER PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
  owner TEXT REFERENCES desk_users(email) ON DELETE SET NULL ON UPDATE CASCADE,
  due TEXT,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE INDEX application_follow_up_owner ON application_follow_up (owner, due);
CREATE INDEX application_follow_up_due ON application_follow_up (due);
CREATE TABLE follow_up_digests (
  owner TEXT NOT NULL,
  day TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  items INTEGER NOT NULL,
  PRIMARY KEY (owner, day)
) WITHOUT ROWID;
`,
};
