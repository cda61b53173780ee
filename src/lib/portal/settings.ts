import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";

type Row = Record<string, SQLOutputValue>;

/**
 * An address's own settings (portal_addresses): whether it stopped reminders,
 * and whether it asked to be removed; and its unsubscribe links
 * (portal_unsubscribe_links).
 *
 * Each reminder carries a link of its own: a random token (32 bytes) of which
 * only the SHA-256 is kept, so a copy of the database stops nobody's reminders.
 * A link lets whoever holds it stop or restart that address's reminders and
 * nothing else (no sign-in, no reports); every link ever sent keeps working.
 */
export interface AddressSettings {
  remindersStopped: boolean;
  removalRequestedAt: string | null;
}

/** A new unsubscribe link's token for an address (a reminder's link and List-Unsubscribe). */
export function unsubscribeToken(db: DatabaseSync, email: string, now = new Date()): string {
  const token = newToken();
  db.prepare("INSERT OR IGNORE INTO portal_addresses (email) VALUES (?)").run(email);
  db.prepare(
    "INSERT INTO portal_unsubscribe_links (token_hash, email, created_at) VALUES (?, ?, ?)",
  ).run(tokenHash(token), email, now.toISOString());
  return token;
}

/** The address an unsubscribe link is for; undefined for a token the lab never made. */
export function addressOfToken(db: DatabaseSync, token: string): string | undefined {
  if (!isTokenShaped(token)) return undefined;
  const row = db
    .prepare("SELECT email FROM portal_unsubscribe_links WHERE token_hash = ?")
    .get(tokenHash(token)) as Row | undefined;
  return row ? String(row.email) : undefined;
}

export function addressSettings(db: DatabaseSync, email: string): AddressSettings {
  const row = db
    .prepare(
      "SELECT reminders_stopped_at, removal_requested_at FROM portal_addresses WHERE email = ?",
    )
    .get(email) as Row | undefined;
  return {
    remindersStopped: row?.reminders_stopped_at != null,
    removalRequestedAt: row?.removal_requested_at == null ? null : String(row.removal_requested_at),
  };
}

/** Stops (or starts again) the reminders to an address. */
export const setRemindersStopped = (
  db: DatabaseSync,
  email: string,
  on: boolean,
  now = new Date(),
) => setSince(db, email, "reminders_stopped_at", on, now);

/** What /portal/unsubscribe shows: an unknown link, or the (masked) address and what was done. */
export type UnsubscribeAnswer =
  { state: "unknown" } | { state: "ask" | "stopped" | "started"; masked: string; token: string };

/**
 * /portal/unsubscribe?token=…, with no sign-in: opening it (`posted` undefined)
 * changes nothing; a POST stops the address's reminders, unless its form's
 * "action" is "start" (the page's other button). A mail program's one-click
 * unsubscribe (RFC 8058) posts no "action", so it stops them.
 */
export function answerUnsubscribe(
  db: DatabaseSync,
  token: string,
  posted: { action?: string } | undefined,
  now: Date,
): UnsubscribeAnswer {
  const email = addressOfToken(db, token);
  if (!email) return { state: "unknown" };
  const asked = { masked: maskAddress(email), token };
  if (!posted) return { state: "ask", ...asked };
  const start = posted.action === "start";
  setRemindersStopped(db, email, !start, now);
  return { state: start ? "started" : "stopped", ...asked };
}

/** The customer's request that the lab remove their address (or its withdrawal), for staff to see. */
export const setRemovalRequested = (
  db: DatabaseSync,
  email: string,
  on: boolean,
  now = new Date(),
) => setSince(db, email, "removal_requested_at", on, now);

/** One of the address's settings on (since now) or off. */
function setSince(
  db: DatabaseSync,
  email: string,
  column: "reminders_stopped_at" | "removal_requested_at",
  on: boolean,
  now: Date,
) {
  db.prepare("INSERT OR IGNORE INTO portal_addresses (email) VALUES (?)").run(email);
  db.prepare(`UPDATE portal_addresses SET ${column} = ? WHERE email = ?`).run(
    on ? now.toISOString() : null,
    email,
  );
}

/** "q•••@utility.example": an address named on a page anyone with the link may open. */
export const maskAddress = (email: string) => {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};
