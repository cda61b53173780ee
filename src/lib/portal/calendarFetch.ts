import { tokenHash } from "@/lib/platform/tokens";
import { CALENDAR_FEEDS } from "@/lib/fairShare/limits";
import { createThrottle, type Throttle } from "@/lib/intake/throttle";
import { calendarForAddress } from "./calendar";
import { addressOfFeedKey } from "./calendarFeeds";

/** What a calendar app is answered: the feed, a 404 (the same for any key that opens nothing) or a 429. */
export type CalendarAnswer =
  { status: 200; body: string } | { status: 404 } | { status: 429; retryAfterSeconds: number };

export interface CalendarThrottles {
  perKey: Throttle;
  perClient: Throttle;
  misses: Throttle;
}

/** This process's counts (a restart forgets them, like the portal's other limits); other limits for a test. */
export const calendarThrottles = (
  limits: { readonly [K in keyof typeof CALENDAR_FEEDS]: number } = CALENDAR_FEEDS,
): CalendarThrottles => ({
  perKey: createThrottle({ limit: limits.perKey, windowMs: limits.windowMs }),
  perClient: createThrottle({ limit: limits.perClient, windowMs: limits.windowMs }),
  misses: createThrottle({ limit: limits.missesPerClient, windowMs: limits.windowMs }),
});

/**
 * A fetch of /portal/calendar.ics?key=…: a client over its misses or its feeds
 * is refused before the key is looked up (so a refusal says nothing of the
 * key); a key that opens nothing counts as the client's miss; a link fetched
 * more than its share is refused on its own, its client's other links not.
 */
export async function answerCalendarFetch(
  { key, client, siteUrl }: { key: string; client: string; siteUrl: string },
  throttles: CalendarThrottles,
  now = Date.now(),
): Promise<CalendarAnswer> {
  const refused = { status: 429, retryAfterSeconds: CALENDAR_FEEDS.retryAfterSeconds } as const;
  if (throttles.misses.full(client, now) || throttles.perClient.full(client, now)) return refused;
  const email = await addressOfFeedKey(key);
  if (!email) {
    throttles.misses.hit(client, now);
    return { status: 404 };
  }
  if (!throttles.perKey.hit(tokenHash(key), now)) return refused;
  throttles.perClient.hit(client, now);
  return { status: 200, body: await calendarForAddress(email, siteUrl) };
}
