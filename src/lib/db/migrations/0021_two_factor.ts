import type { Migration } from "./types";

/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff accounts (issue 36).
 *
 * - `desk_totp`: one row per account with a second factor or setting one up:
 *   its secret (base32; the server must compute codes from it, so it cannot
 *   be hashed), when the row was made, when the account finished enrolling
 *   (NULL while the enrolment page waits for a first code) and the last time
 *   step accepted: a code for that step or an earlier one is refused (replay).
 * - `desk_recovery_codes`: ten single-use codes per account, only their
 *   SHA-256 kept; `used_at` is set when one is spent.
 * - `desk_pending_sign_ins`: the password step's short-lived hand-over to the
 *   code step (the cookie's token, hashed; five minutes).
 *
 * All go with their account.
 */
export const migration: Migration = {
  version: 21,
  name: "two_factor",
  up: `
CREATE TABLE desk_totp (
  email TEXT PRIMARY KEY REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  enrolled_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE desk_recovery_codes (
  email TEXT NOT NULL REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (email, code_hash)
);
CREATE TABLE desk_pending_sign_ins (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX desk_pending_sign_ins_email ON desk_pending_sign_ins (email);
`,
};
