import type { Migration } from "./types";

/**
 * Every backup and restore drill (issue 50, lib/backup/runs.ts): when it ran,
 * whether it succeeded, its snapshot and what failed, for the administrators'
 * start page and the readiness answer. A failed run carries the usual outbox
 * columns of its e-mail to the administrators ('pending' until the SMTP
 * server takes it; NULL when none is sent: a good run, or e-mail not set up).
 */
export const migration: Migration = {
  version: 39,
  name: "backup_runs",
  up: `
CREATE TABLE backup_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('backup', 'drill')),
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  snapshot TEXT,
  files INTEGER,
  bytes INTEGER,
  added_bytes INTEGER,
  problem TEXT,
  state TEXT CHECK (state IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT
);
CREATE INDEX backup_runs_kind ON backup_runs (kind, ok, started_at);
CREATE INDEX backup_runs_due ON backup_runs (state, next_attempt_at);
`,
};
