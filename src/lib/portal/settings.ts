import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import {
  addressOfUnsubscribeHash,
  addressRow,
  insertUnsubscribeLink,
  setAddressColumn,
} from "./store";

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
export async function unsubscribeToken(email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await insertUnsubscribeLink(tokenHash(token), email, now.toISOString());
  return token;
}

/** The address an unsubscribe link is for; undefined for a token the lab never made. */
export async function addressOfToken(token: string): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return addressOfUnsubscribeHash(tokenHash(token));
}

export async function addressSettings(email: string): Promise<AddressSettings> {
  const row = await addressRow(email);
  return {
    remindersStopped: row?.remindersStoppedAt != null,
    removalRequestedAt: row?.removalRequestedAt ?? null,
  };
}

/** Stops (or starts again) the reminders to an address. */
export const setRemindersStopped = (email: string, on: boolean, now = new Date()) =>
  setAddressColumn(email, { reminders_stopped_at: on ? now.toISOString() : null });

/** What /portal/unsubscribe shows: an unknown link, or the (masked) address and what was done. */
export type UnsubscribeAnswer =
  { state: "unknown" } | { state: "ask" | "stopped" | "started"; masked: string; token: string };

/**
 * /portal/unsubscribe?token=…, with no sign-in: opening it (`posted` undefined)
 * changes nothing; a POST stops the address's reminders, unless its form's
 * "action" is "start" (the page's other button). A mail program's one-click
 * unsubscribe (RFC 8058) posts no "action", so it stops them.
 */
export async function answerUnsubscribe(
  token: string,
  posted: { action?: string } | undefined,
  now: Date,
): Promise<UnsubscribeAnswer> {
  const email = await addressOfToken(token);
  if (!email) return { state: "unknown" };
  const asked = { masked: maskAddress(email), token };
  if (!posted) return { state: "ask", ...asked };
  const start = posted.action === "start";
  await setRemindersStopped(email, !start, now);
  return { state: start ? "started" : "stopped", ...asked };
}

/** The customer's request that the lab remove their address (or its withdrawal), for staff to see. */
export const setRemovalRequested = (email: string, on: boolean, now = new Date()) =>
  setAddressColumn(email, { removal_requested_at: on ? now.toISOString() : null });

/** "q•••@utility.example": an address named on a page anyone with the link may open. */
export const maskAddress = (email: string) => {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};
