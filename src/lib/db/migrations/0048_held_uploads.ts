import type { Migration } from "./types";

/**
 * The record of a refused report import's files kept for a second check
 * (issue 52 item 3, lib/reports/heldUploads.ts), in the database rather than
 * a meta.json beside the files, so any app server finishes what another
 * held: the id (also the folder's name under held-uploads/, where the bytes
 * stay), the account that may use it, when it was kept (it goes a day
 * later), and the names as sent (the CSV's, the zip's, a folder's files' as
 * a JSON array). An account keeps one.
 */
export const migration: Migration = {
  version: 48,
  name: "held_uploads",
  up: `
CREATE TABLE held_uploads (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  held_at TEXT NOT NULL,
  csv_name TEXT NOT NULL,
  zip_name TEXT,
  file_names TEXT NOT NULL
);
CREATE INDEX held_uploads_owner ON held_uploads (owner);
CREATE INDEX held_uploads_held_at ON held_uploads (held_at);
`,
};
