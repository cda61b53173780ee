import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { tokenHash } from "@/lib/desk/sessions";

/** A sign-in link works once, within 15 minutes. */
export const PORTAL_LINK_MS = 15 * 60_000;
/** A customer stays signed in on that browser for 30 days. */
export const PORTAL_SESSION_MS = 30 * 24 * 60 * 60_000;

type Row = Record<string, SQLOutputValue>;

const newToken = () => randomBytes(32).toString("base64url");

/** A token looks like one (43 base64url characters) before anything is looked up. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

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
export const createPortalSession = (db: DatabaseSync, email: string, now = new Date()) =>
  issueToken(db, "portal_sessions", email, PORTAL_SESSION_MS, now);

/** The signed-in customer's address, while the session lasts. */
export function portalSessionEmail(
  db: DatabaseSync,
  token: string | undefined,
  now = new Date(),
): string | undefined {
  if (!token || !isTokenShaped(token)) return undefined;
  const row = db
    .prepare("SELECT email FROM portal_sessions WHERE token_hash = ? AND expires_at > ?")
    .get(tokenHash(token), now.toISOString()) as Row | undefined;
  return row ? String(row.email) : undefined;
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
    db.prepare("DELETE FROM portal_sessions WHERE expires_at <= ?").run(at).changes,
  );
  if (!(links || sessions)) return undefined;
  return `Retention (portal): deleted ${links} expired sign-in links, ${sessions} ended customer sessions`;
}
