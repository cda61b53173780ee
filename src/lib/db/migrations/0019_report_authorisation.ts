import type { Migration } from "./types";

/**
 * Four eyes, corrections and the accredited flag (issue 35).
 *
 * - A report registered on the desk or by a `register` API token waits for a
 *   signatory other than its registrant: `authorised_at` stays NULL until then
 *   (status 'issued' with no authorisation reads "awaiting authorisation").
 *   Reports already in the register were issued at once, so they count as
 *   authorised by whoever put them there, when they did.
 * - `accredited` = 0 marks a report outside the accredited scope: it has no ULR,
 *   and the register's key column `ulr` holds its report number instead (upper
 *   case), so lookups, links and the unique index work the same for both.
 *   Rebuilding the 1,000,000-row table to rename that column bought nothing.
 * - `report_amendments`: every change to an authorised report's details, with
 *   its reason and the fields before and after (JSON), never edited or deleted.
 * - API tokens get a scope: 'register' (reports arrive awaiting authorisation;
 *   tokens made before this are given it, the safe side) or 'issue'.
 * - Accounts get the display name and designation a signatory signs with.
 */
export const migration: Migration = {
  version: 19,
  name: "report_authorisation",
  up: `
ALTER TABLE reports ADD COLUMN accredited INTEGER NOT NULL DEFAULT 1 CHECK (accredited IN (0, 1));
ALTER TABLE reports ADD COLUMN authorised_at TEXT;
ALTER TABLE reports ADD COLUMN authorised_by TEXT;
ALTER TABLE reports ADD COLUMN signatory_designation TEXT NOT NULL DEFAULT '';
UPDATE reports SET authorised_at = created_at, authorised_by = created_by;
CREATE INDEX reports_awaiting ON reports (id) WHERE authorised_at IS NULL AND status = 'issued';
CREATE INDEX reports_without_pdf ON report_pdfs (report_id);
CREATE TABLE report_amendments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  report_id INTEGER NOT NULL REFERENCES reports(id),
  at TEXT NOT NULL,
  by TEXT NOT NULL,
  reason TEXT NOT NULL,
  changes TEXT NOT NULL
);
CREATE INDEX report_amendments_report ON report_amendments (report_id, id);
ALTER TABLE api_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT 'register' CHECK (scope IN ('register', 'issue'));
ALTER TABLE desk_users ADD COLUMN display_name TEXT NOT NULL DEFAULT '';
ALTER TABLE desk_users ADD COLUMN designation TEXT NOT NULL DEFAULT '';
`,
};
