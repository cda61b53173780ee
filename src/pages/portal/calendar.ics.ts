import type { APIRoute } from "astro";
import { serverEnv } from "@/lib/env/server";
import { textResponse } from "@/lib/http/responses";
import { answerCalendarFetch, calendarThrottles } from "@/lib/portal/calendarFetch";
import { portalClient } from "@/lib/portal/server";

export const prerender = false;

/** This process's counts of fetches and misses (a restart forgets them, like the portal's other limits). */
const throttles = calendarThrottles();

/**
 * A customer's calendar of due dates, /portal/calendar.ics?key=…: no sign-in
 * (calendar apps send no cookie), the key is the private link from Settings.
 * In the portal, so its door adds no-store and noindex to every answer; the
 * key is in the query, which Caddy's log filter drops (deploy/Caddyfile).
 */
export const GET: APIRoute = async (context) => {
  const answer = await answerCalendarFetch(
    {
      key: context.url.searchParams.get("key") ?? "",
      client: portalClient(context),
      siteUrl: serverEnv.SITE_URL,
    },
    throttles,
  );
  if (answer.status === 404) return textResponse(404, "Not found");
  if (answer.status === 429) {
    const refused = textResponse(429, "Too many requests");
    refused.headers.set("Retry-After", String(answer.retryAfterSeconds));
    return refused;
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calibration-due-dates.ics"',
    },
  });
};
