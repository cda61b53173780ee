import type { APIContext } from "astro";
import { peerAddress } from "@/lib/http/client";
import { textResponse } from "@/lib/http/responses";
import { localisedHref } from "@/lib/i18n/pages";
import type { Locale } from "@/lib/i18n/locales";
import { applicationInbox } from "./applicationsServer";

/** What the apply form's script asks for: a JSON answer instead of the result page. */
const wantsJson = (request: Request) =>
  request.headers.get("accept")?.includes("application/json") ?? false;

/**
 * The apply form posts here (/career/apply/send, and /hi/career/apply/send from the Hindi
 * page): with its script as fetch (JSON answer, the form shows the result in place), without
 * it as a plain multipart post answered with a redirect to the result page in the form's
 * language, so a reload does not post it again.
 */
export async function answerApplication(context: APIContext, locale: Locale): Promise<Response> {
  const outcome = await applicationInbox().submit(context.request, peerAddress(context));
  if ("refused" in outcome) return outcome.refused;
  // No room for it just now: the wait goes with either answer.
  const wait: Record<string, string> =
    !outcome.ok && outcome.retryAfterSeconds
      ? { "Retry-After": String(outcome.retryAfterSeconds) }
      : {};
  if (wantsJson(context.request)) {
    const body = outcome.ok
      ? { reference: outcome.reference ?? null }
      : { problem: outcome.problem, errors: outcome.errors };
    return new Response(JSON.stringify(body), {
      status: outcome.ok ? 200 : outcome.status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...wait,
      },
    });
  }
  const query = outcome.ok
    ? new URLSearchParams(outcome.reference ? { ref: outcome.reference } : {})
    : new URLSearchParams({ problem: outcome.problem });
  const page = localisedHref(outcome.ok ? "/career/apply/sent" : "/career/apply/not-sent", locale);
  const response = textResponse(303, "");
  response.headers.set("Location", `${page}${query.size ? `?${query}` : ""}`);
  return response;
}
