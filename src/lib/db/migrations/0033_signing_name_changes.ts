import type { Migration } from "./types";

/**
 * A signatory's own change of the name and designation they sign with (issue 48): it waits
 * here, one per account, until an administrator confirms it (then it is written to
 * desk_users) or refuses it; until then reports are signed with the old one. It goes with its
 * account.
 */
export const migration: Migration = {
  version: 33,
  name: "signing_name_changes",
  up: `
CREATE TABLE desk_signing_name_changes (
  email TEXT PRIMARY KEY REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  display_name TEXT NOT NULL,
  designation TEXT NOT NULL,
  asked_at TEXT NOT NULL
);
`,
};
