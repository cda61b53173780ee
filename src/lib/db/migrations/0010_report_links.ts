import type { Migration } from "./types";

/**
 * A report's page names the report it replaced (reports.superseded_by = this
 * ULR): without an index that question read all the register's rows, 130 ms
 * of CPU a page at 1,000,000 reports (npm run bench:reports).
 */
export const migration: Migration = {
  version: 10,
  name: "report_links",
  up: `CREATE INDEX reports_superseded_by ON reports (superseded_by) WHERE superseded_by IS NOT NULL;`,
};
