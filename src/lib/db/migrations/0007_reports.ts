import type { Migration } from "./types";

/**
 * The register of issued reports (role `reports`): one row per report, its
 * PDF versions (the files live on disk, named by their SHA-256), and how often
 * each was checked. Nothing here is ever deleted through the desk: a report is
 * withdrawn or superseded instead.
 */
export const migration: Migration = {
  version: 7,
  name: "reports",
  up: `
CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ulr TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL,
  report_number TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('test-report', 'calibration-certificate')),
  discipline TEXT NOT NULL,
  grp TEXT NOT NULL,
  customer TEXT NOT NULL,
  item_description TEXT NOT NULL,
  make TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  serial_number TEXT NOT NULL DEFAULT '',
  standard TEXT NOT NULL,
  issue_date TEXT NOT NULL,
  due_date TEXT,
  signatory TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'withdrawn', 'superseded')),
  withdrawn_at TEXT,
  withdrawn_reason TEXT,
  superseded_by TEXT,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  checks INTEGER NOT NULL DEFAULT 0,
  last_checked_at TEXT
);
CREATE INDEX reports_created ON reports (id DESC);
CREATE TABLE report_pdfs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  report_id INTEGER NOT NULL REFERENCES reports(id),
  version INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  size INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  added_by TEXT NOT NULL,
  UNIQUE (report_id, version)
);
CREATE INDEX report_pdfs_sha256 ON report_pdfs (sha256);
`,
};
