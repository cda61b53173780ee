import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";

/** A sign-in link works once, within 15 minutes. */
export const PORTAL_LINK_MS = 15 * 60_000;
/** A customer stays signed in on that browser for 30 days at most… */
export const PORTAL_SESSION_MS = 30 * 24 * 60 * 60_000;
/**
 * …and 7 days after their last page: a customer back for the monthly certificates
 * signs in again with one e-mailed link, while a browser left signed in on a shared
 * office computer stops opening the organisation's reports within the week.
 */
export const PORTAL_IDLE_MS = 7 * 24 * 60 * 60_000;
/** The idle clock moves on at most once an hour: not a disk write on every page. */
const IDLE_STEP_MS = 60 * 60_000;

type Row = Record<string, SQLOutputValue>;

/** A new token for an address in one of the two tables; only its SHA-256 is kept. */
function issueToken(
  db: DatabaseSync,
  table: "portal_links" | "portal_sessions",
  email: string,
  lifetimeMs: number,
  now: Date,
): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO ${table} (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)`,
  ).run(
    tokenHash(token),
    email,
    now.toISOString(),
    new Date(now.getTime() + lifetimeMs).toISOString(),
  );
  return token;
}

/** A new sign-in link's token for an address. */
export const createPortalLink = (db: DatabaseSync, email: string, now = new Date()) =>
  issueToken(db, "portal_links", email, PORTAL_LINK_MS, now);

/**
 * The address a link signs in, using it up: one statement deletes the row, so
 * two requests with one link at the same moment sign in once. A used, expired
 * or unknown link answers undefined.
 */
export function usePortalLink(
  db: DatabaseSync,
  token: string,
  now = new Date(),
): string | undefined {
  if (!isTokenShaped(token)) return undefined;
  const row = db
    .prepare("DELETE FROM portal_links WHERE token_hash = ? AND expires_at > ? RETURNING email")
    .get(tokenHash(token), now.toISOString()) as Row | undefined;
  return row ? String(row.email) : undefined;
}

/**
 * Whether a link would still sign in, without using it up: the e-mailed link
 * opens a page with a button, and only the button's post spends it, so a mail
 * scanner that opens every link in an e-mail does not spend the customer's.
 */
export function portalLinkUsable(db: DatabaseSync, token: string, now = new Date()): boolean {
  if (!isTokenShaped(token)) return false;
  return (
    db
      .prepare("SELECT 1 FROM portal_links WHERE token_hash = ? AND expires_at > ?")
      .get(tokenHash(token), now.toISOString()) !== undefined
  );
}

/** A session for an address (the cookie holds the token, the table its hash). */
export function createPortalSession(db: DatabaseSync, email: string, now = new Date()): string {
  const token = issueToken(db, "portal_sessions", email, PORTAL_SESSION_MS, now);
  db.prepare("UPDATE portal_sessions SET last_seen_at = ? WHERE token_hash = ?").run(
    now.toISOString(),
    tokenHash(token),
  );
  return token;
}

/** The signed-in customer's address, while the session lasts and has not been idle a week. */
export function portalSessionEmail(
  db: DatabaseSync,
  token: string | undefined,
  now = new Date(),
): string | undefined {
  if (!token || !isTokenShaped(token)) return undefined;
  const hash = tokenHash(token);
  const row = db
    .prepare(
      "SELECT email, last_seen_at FROM portal_sessions WHERE token_hash = ? AND expires_at > ?",
    )
    .get(hash, now.toISOString()) as Row | undefined;
  if (!row) return undefined;
  const idle = now.getTime() - Date.parse(String(row.last_seen_at));
  if (!(idle < PORTAL_IDLE_MS)) {
    db.prepare("DELETE FROM portal_sessions WHERE token_hash = ?").run(hash);
    return undefined;
  }
  if (idle >= IDLE_STEP_MS)
    db.prepare("UPDATE portal_sessions SET last_seen_at = ? WHERE token_hash = ?").run(
      now.toISOString(),
      hash,
    );
  return String(row.email);
}

export function endPortalSession(db: DatabaseSync, token: string | undefined) {
  if (token) db.prepare("DELETE FROM portal_sessions WHERE token_hash = ?").run(tokenHash(token));
}

/** Links and sessions past their time (the daily purge): a line for the server's log, if any. */
export function portalPurgeReport(db: DatabaseSync, now = new Date()): string | undefined {
  const at = now.toISOString();
  const links = Number(
    db.prepare("DELETE FROM portal_links WHERE expires_at <= ?").run(at).changes,
  );
  const sessions = Number(
    db
      .prepare("DELETE FROM portal_sessions WHERE expires_at <= ? OR last_seen_at <= ?")
      .run(at, new Date(now.getTime() - PORTAL_IDLE_MS).toISOString()).changes,
  );
  if (!(links || sessions)) return undefined;
  return `Retention (portal): deleted ${links} expired sign-in links, ${sessions} ended customer sessions`;
}
