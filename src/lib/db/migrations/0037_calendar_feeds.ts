import type { Migration } from "./types";

/**
 * A customer's calendar feed (issue 49 item 5): one private link per address
 * at most, kept as the SHA-256 of its key only, so a copy of the database
 * opens nobody's calendar. Making a new link deletes the old row: the old
 * link stops at once.
 */
export const migration: Migration = {
  version: 37,
  name: "calendar_feeds",
  up(db) {
    db.exec(`
CREATE TABLE portal_calendar_feeds (
  key_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
`);
  },
};
