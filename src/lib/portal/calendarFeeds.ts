import { organisationOf } from "@/lib/customers/ownership";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import {
  addressOfFeedHash,
  calendarFeedAddresses,
  calendarFeedCreatedAt,
  deleteCalendarFeed,
  putCalendarFeed,
} from "./store";

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
export async function calendarFeedOf(email: string): Promise<CalendarFeed | undefined> {
  const createdAt = await calendarFeedCreatedAt(email);
  return createdAt === undefined ? undefined : { createdAt };
}

/** A new link's key for the address, replacing (and so stopping) any link it had. */
export async function createCalendarFeed(email: string, now = new Date()): Promise<string> {
  const key = newToken();
  await putCalendarFeed(tokenHash(key), email, now.toISOString());
  return key;
}

/** The address's link stopped, with none in its place. */
export const revokeCalendarFeed = (email: string): Promise<void> => deleteCalendarFeed(email);

/**
 * The address a key is for; undefined for a key the lab never made, one made
 * again since, or one not shaped like a key (looked up all the same, so the
 * answer takes as long whatever was sent).
 */
export async function addressOfFeedKey(key: string): Promise<string | undefined> {
  const email = await addressOfFeedHash(tokenHash(key));
  return email !== undefined && isTokenShaped(key) ? email : undefined;
}

/** How many of an organisation's addresses have a calendar link (the desk's organisation page). */
export async function calendarSubscribersOf(organisationId: number): Promise<number> {
  let count = 0;
  for (const email of await calendarFeedAddresses())
    if ((await organisationOf(email)) === organisationId) count++;
  return count;
}
