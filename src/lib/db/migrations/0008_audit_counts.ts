import type { Migration } from "./types";

/**
 * Repeated failed sign-ins of one name from one address in one India hour are
 * one audit row with a count (lib/desk/audit.ts): a flood of them grows a
 * number, not the table, and the log's pages stay a plain indexed read.
 */
export const migration: Migration = {
  version: 8,
  name: "audit_counts",
  up: `
ALTER TABLE desk_audit ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
ALTER TABLE desk_audit ADD COLUMN first_at TEXT;
`,
};
