import { createHash } from "node:crypto";
import type { Migration } from "./types";

/**
 * The portal's own door (issue 49): a customer's session ends after an idle
 * spell too (last_seen_at), and unsubscribe links are kept as their SHA-256
 * only, one row per link, so each reminder carries a fresh one and every
 * earlier link keeps working. portal_addresses is rebuilt without the token it
 * kept in clear; the tokens already mailed move across hashed.
 */
export const migration: Migration = {
  version: 35,
  name: "portal_door",
  up(db) {
    db.exec(`
ALTER TABLE portal_sessions ADD COLUMN last_seen_at TEXT;
UPDATE portal_sessions SET last_seen_at = created_at;
CREATE TABLE portal_unsubscribe_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX portal_unsubscribe_links_email ON portal_unsubscribe_links (email);
`);
    const now = new Date().toISOString();
    const keep = db.prepare(
      "INSERT INTO portal_unsubscribe_links (token_hash, email, created_at) VALUES (?, ?, ?)",
    );
    for (const row of db.prepare("SELECT email, unsubscribe_token FROM portal_addresses").all())
      keep.run(
        createHash("sha256").update(String(row.unsubscribe_token)).digest("hex"),
        String(row.email),
        now,
      );
    db.exec(`
CREATE TABLE portal_addresses_kept (
  email TEXT PRIMARY KEY,
  reminders_stopped_at TEXT,
  removal_requested_at TEXT
);
INSERT INTO portal_addresses_kept (email, reminders_stopped_at, removal_requested_at)
  SELECT email, reminders_stopped_at, removal_requested_at FROM portal_addresses;
DROP TABLE portal_addresses;
ALTER TABLE portal_addresses_kept RENAME TO portal_addresses;
CREATE INDEX portal_addresses_removal ON portal_addresses (removal_requested_at)
  WHERE removal_requested_at IS NOT NULL;
`);
  },
};
