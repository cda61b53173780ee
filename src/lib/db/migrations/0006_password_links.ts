import type { Migration } from "./types";

/**
 * One-time set-password links for staff accounts made or reset on the desk:
 * only the token's SHA-256 is kept, one link per account (a new one replaces
 * the old), gone with the account. The audit log gets indexes for its dated,
 * filtered pages, the daily purge and each account's last sign-in.
 */
export const migration: Migration = {
  version: 6,
  name: "password_links",
  up: `
CREATE TABLE desk_password_links (
  email TEXT PRIMARY KEY REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX desk_audit_at ON desk_audit (at);
CREATE INDEX desk_audit_who ON desk_audit (who, action, at);
`,
};
