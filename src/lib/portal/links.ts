import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import {
  deleteEndedPortalTokens,
  deletePortalSession,
  insertPortalToken,
  portalLinkExists,
  portalSessionOf,
  takePortalLink,
  touchPortalSession,
} from "./store";

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

/** A new token for an address in one of the two tables; only its SHA-256 is kept. */
async function issueToken(
  table: "portal_links" | "portal_sessions",
  email: string,
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertPortalToken(table, {
    tokenHash: tokenHash(token),
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  });
  return token;
}

/** A new sign-in link's token for an address. */
export const createPortalLink = (email: string, now = new Date()) =>
  issueToken("portal_links", email, PORTAL_LINK_MS, now);

/**
 * The address a link signs in, using it up: one statement deletes the row, so
 * two requests with one link at the same moment sign in once. A used, expired
 * or unknown link answers undefined.
 */
export async function usePortalLink(token: string, now = new Date()): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return takePortalLink(tokenHash(token), now.toISOString());
}

/**
 * Whether a link would still sign in, without using it up: the e-mailed link
 * opens a page with a button, and only the button's post spends it, so a mail
 * scanner that opens every link in an e-mail does not spend the customer's.
 */
export async function portalLinkUsable(token: string, now = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  return portalLinkExists(tokenHash(token), now.toISOString());
}

/** A session for an address (the cookie holds the token, the table its hash). */
export async function createPortalSession(email: string, now = new Date()): Promise<string> {
  const token = await issueToken("portal_sessions", email, PORTAL_SESSION_MS, now);
  await touchPortalSession(tokenHash(token), now.toISOString());
  return token;
}

/** The signed-in customer's address, while the session lasts and has not been idle a week. */
export async function portalSessionEmail(
  token: string | undefined,
  now = new Date(),
): Promise<string | undefined> {
  if (!token || !isTokenShaped(token)) return undefined;
  const hash = tokenHash(token);
  const row = await portalSessionOf(hash, now.toISOString());
  if (!row) return undefined;
  const idle = now.getTime() - Date.parse(String(row.lastSeenAt));
  if (!(idle < PORTAL_IDLE_MS)) {
    await deletePortalSession(hash);
    return undefined;
  }
  if (idle >= IDLE_STEP_MS) await touchPortalSession(hash, now.toISOString());
  return row.email;
}

export async function endPortalSession(token: string | undefined): Promise<void> {
  if (token) await deletePortalSession(tokenHash(token));
}

/** Links and sessions past their time (the daily purge): a line for the server's log, if any. */
export async function portalPurgeReport(now = new Date()): Promise<string | undefined> {
  const { links, sessions } = await deleteEndedPortalTokens(
    now.toISOString(),
    new Date(now.getTime() - PORTAL_IDLE_MS).toISOString(),
  );
  if (!(links || sessions)) return undefined;
  return `Retention (portal): deleted ${links} expired sign-in links, ${sessions} ended customer sessions`;
}
