import { inbox } from "@/lib/leads/inbox/handlers";
import { messageNotSentHref, messageSentHref } from "@/content/messageResult";

// Lead forms post here when the browser sends them itself: before the page's
// script has run (a slow connection) or without it. With the script, forms send
// through the e-mail protocol and never reach this endpoint.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const result = await inbox().submitWithoutScript(request);
  const location = result.ok
    ? messageSentHref(result.form, result.reference)
    : messageNotSentHref(result.form, result.problem);
  // 303: the browser follows with a GET, so a reload does not post the lead again.
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "no-store" },
  });
}
