import type { Migration } from "./types";

/**
 * The customer portal's list (issue 38): a customer's reports counted, ordered
 * and filtered by kind, year and status from this index alone, not from the
 * register's wide rows (a customer with 5,000 reports among 1,000,000: about a
 * third of the time; see `npm run bench:portal`).
 */
export const migration: Migration = {
  version: 31,
  name: "portal_list",
  up: `CREATE INDEX reports_portal_list ON reports (id, issue_date, kind, status) WHERE authorised_at IS NOT NULL;`,
};
