import type { Migration } from "./types";

/**
 * A customer's own reminder lead time (issue 49): how many days before a due
 * date their reminders come, within their organisation's (portal settings);
 * NULL: the organisation's, or 30 days.
 */
export const migration: Migration = {
  version: 38,
  name: "reminder_lead_time",
  up: "ALTER TABLE portal_addresses ADD COLUMN reminder_days INTEGER",
};
