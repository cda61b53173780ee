import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { isRole, type DeskUser } from "./roles";

/** Sessions end after 8 idle hours, and 12 hours after sign-in however busy (an office day). */
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

type Row = Record<string, SQLOutputValue>;

/** A new session for an account; answers the token for the cookie (only its hash is stored). */
export function createSession(db: DatabaseSync, email: string, now = new Date()): string {
  const token = newToken();
  db.prepare(
    "INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
  ).run(tokenHash(token), email, now.toISOString(), now.toISOString());
  return token;
}

export function userRoles(db: DatabaseSync, email: string): DeskUser["roles"] {
  return (
    db.prepare("SELECT role FROM desk_user_roles WHERE email = ? ORDER BY role").all(email) as Row[]
  )
    .map((r) => r.role)
    .filter(isRole);
}

/** The signed-in staff member of a session token, or undefined (unknown, idle 8 hours or older than 12). */
export function sessionUser(
  db: DatabaseSync,
  token: string | undefined,
  now = new Date(),
): DeskUser | undefined {
  if (!token) return undefined;
  const hash = tokenHash(token);
  const row = db
    .prepare("SELECT email, created_at, last_seen_at FROM desk_sessions WHERE token_hash = ?")
    .get(hash) as Row | undefined;
  if (!row) return undefined;
  const since = (column: string) => now.getTime() - new Date(String(row[column])).getTime();
  if (since("last_seen_at") > SESSION_IDLE_MS || since("created_at") > SESSION_LIFETIME_MS) {
    db.prepare("DELETE FROM desk_sessions WHERE token_hash = ?").run(hash);
    return undefined;
  }
  // The idle clock moves on at most once a minute: not a disk write on every request.
  if (since("last_seen_at") >= 60_000)
    db.prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?").run(
      now.toISOString(),
      hash,
    );
  const email = String(row.email);
  return { email, roles: userRoles(db, email) };
}

export function signOut(db: DatabaseSync, token: string | undefined): void {
  if (token) db.prepare("DELETE FROM desk_sessions WHERE token_hash = ?").run(tokenHash(token));
}

/**
 * Ends every session of an account (password changed, account removed, roles changed,
 * second factor reset), and any sign-in of it waiting for its code.
 */
export function endSessions(db: DatabaseSync, email: string): void {
  db.prepare("DELETE FROM desk_sessions WHERE email = ?").run(email);
  db.prepare("DELETE FROM desk_pending_sign_ins WHERE email = ?").run(email);
}
