import type { Migration } from "./types";

/**
 * Bearer tokens of the lab's LIMS for the register's API (/api/reports):
 * only the SHA-256 of a token is kept (the token itself is shown once), and a
 * token is revoked, never deleted, so the audit log's "api:NAME" stays traceable.
 */
export const migration: Migration = {
  version: 9,
  name: "api_tokens",
  up: `
CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  revoked_at TEXT,
  revoked_by TEXT,
  last_used_at TEXT
);
`,
};
