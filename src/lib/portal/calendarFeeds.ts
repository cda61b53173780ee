import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { organisationOf } from "@/lib/customers/ownership";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";

type Row = Record<string, SQLOutputValue>;

/**
 * An address's private calendar link (portal_calendar_feeds): a random key
 * (32 bytes, base64url) shown once in Settings, of which only the SHA-256 is
 * kept. An address has one link at most: making a new one deletes the old,
 * which stops at once. The key opens that address's due dates and nothing else.
 */
export interface CalendarFeed {
  createdAt: string;
}

/** The address's link, when it has one (its key is not kept, only when it was made). */
export function calendarFeedOf(db: DatabaseSync, email: string): CalendarFeed | undefined {
  const row = db
    .prepare("SELECT created_at FROM portal_calendar_feeds WHERE email = ?")
    .get(email) as Row | undefined;
  return row ? { createdAt: String(row.created_at) } : undefined;
}

/** A new link's key for the address, replacing (and so stopping) any link it had. */
export function createCalendarFeed(db: DatabaseSync, email: string, now = new Date()): string {
  const key = newToken();
  db.prepare(
    `INSERT INTO portal_calendar_feeds (key_hash, email, created_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET key_hash = excluded.key_hash, created_at = excluded.created_at`,
  ).run(tokenHash(key), email, now.toISOString());
  return key;
}

/** The address's link stopped, with none in its place. */
export function revokeCalendarFeed(db: DatabaseSync, email: string) {
  db.prepare("DELETE FROM portal_calendar_feeds WHERE email = ?").run(email);
}

/**
 * The address a key is for; undefined for a key the lab never made, one made
 * again since, or one not shaped like a key (looked up all the same, so the
 * answer takes as long whatever was sent).
 */
export function addressOfFeedKey(db: DatabaseSync, key: string): string | undefined {
  const row = db
    .prepare("SELECT email FROM portal_calendar_feeds WHERE key_hash = ?")
    .get(tokenHash(key)) as Row | undefined;
  return row && isTokenShaped(key) ? String(row.email) : undefined;
}

/** How many of an organisation's addresses have a calendar link (the desk's organisation page). */
export function calendarSubscribersOf(db: DatabaseSync, organisationId: number): number {
  const rows = db.prepare("SELECT email FROM portal_calendar_feeds").all() as Row[];
  return rows.filter((r) => organisationOf(db, String(r.email)) === organisationId).length;
}
