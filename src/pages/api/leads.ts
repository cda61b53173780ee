import type { APIRoute } from "astro";
import { textResponse } from "@/lib/http/responses";
import { inbox } from "@/lib/server/inbox";
import { peerAddress } from "@/lib/http/client";
import { messageNotSentHref, messageSentHref } from "@/content/messageResult";
import { localisedHref } from "@/lib/i18n/pages";

// Lead forms post here when the browser sends them itself: before the form's
// island has hydrated (a slow connection) or without script. With the script,
// forms send through the e-mail protocol and never reach this endpoint.
export const prerender = false;

export const POST: APIRoute = async (context) => {
  const result = await inbox().submitWithoutScript(context.request, peerAddress(context));
  if ("refused" in result) return result.refused;
  // A form sent in Hindi lands on the Hindi page (/hi/message-sent, lib/i18n/pages.ts).
  const location = localisedHref(
    result.ok
      ? messageSentHref(result.form, result.reference)
      : messageNotSentHref(result.form, result.problem),
    result.language,
  );
  // 303: the browser follows with a GET, so a reload does not post the lead again.
  const response = textResponse(303, "");
  response.headers.set("Location", location);
  return response;
};
