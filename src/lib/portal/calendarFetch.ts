import { tokenHash } from "@/lib/platform/tokens";
import { CALENDAR_FEEDS } from "@/lib/fairShare/limits";
import { sharedThrottle, type ThrottleLike } from "@/lib/platform/throttle";
import { calendarForAddress } from "./calendar";
import { addressOfFeedKey } from "./calendarFeeds";

/** What a calendar app is answered: the feed, a 404 (the same for any key that opens nothing) or a 429. */
export type CalendarAnswer =
  { status: 200; body: string } | { status: 404 } | { status: 429; retryAfterSeconds: number };

export interface CalendarThrottles {
  perKey: ThrottleLike;
  perClient: ThrottleLike;
  misses: ThrottleLike;
}

/** The feeds' counts (THROTTLES: this process's, or every server's); other limits for a test. */
export const calendarThrottles = (
  limits: { readonly [K in keyof typeof CALENDAR_FEEDS]: number } = CALENDAR_FEEDS,
): CalendarThrottles => ({
  perKey: sharedThrottle({
    name: "calendar feed fetches per link",
    limit: limits.perKey,
    windowMs: limits.windowMs,
  }),
  perClient: sharedThrottle({
    name: "calendar feed fetches per client",
    limit: limits.perClient,
    windowMs: limits.windowMs,
  }),
  misses: sharedThrottle({
    name: "calendar feed links missed",
    limit: limits.missesPerClient,
    windowMs: limits.windowMs,
  }),
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
  if ((await throttles.misses.full(client, now)) || (await throttles.perClient.full(client, now)))
    return refused;
  const email = await addressOfFeedKey(key);
  if (!email) {
    await throttles.misses.hit(client, now);
    return { status: 404 };
  }
  if (!(await throttles.perKey.hit(tokenHash(key), now))) return refused;
  await throttles.perClient.hit(client, now);
  return { status: 200, body: await calendarForAddress(email, siteUrl) };
}
