import { labNow } from "@/lib/clock";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { serverEnv } from "@/lib/env/server";
import { clientKey } from "@/lib/http/client";
import { answerChoices, answerNewsletterUnsubscribe } from "./choices";

/**
 * What the two consent-link pages read from their request: the token, the
 * posted form (a mail program's one-click POST carries only
 * "List-Unsubscribe=One-Click"), the client as the throttle counts it.
 */
interface PageRequest {
  url: URL;
  request: Request;
  peer: string | undefined;
}

const tokenOf = (url: URL) => (url.searchParams.get("token") ?? "").slice(0, 100);
const clientOf = (r: PageRequest) =>
  clientKey(r.peer, r.request.headers, serverEnv.TRUST_PROXY_HOPS);

/** A form of a button or two: anything larger is read as an empty post. */
const BODY_LIMIT = 4096;

async function postedForm(request: Request): Promise<FormData | undefined> {
  if (request.method !== "POST") return undefined;
  if (await bodyTooLarge(request, BODY_LIMIT)) return new FormData();
  return request.formData().catch(() => new FormData());
}

export async function unsubscribePage(r: PageRequest) {
  const posted = r.request.method === "POST";
  if (posted) await postedForm(r.request);
  return answerNewsletterUnsubscribe(tokenOf(r.url), posted, labNow(), clientOf(r));
}

export async function choicesPage(r: PageRequest) {
  const token = tokenOf(r.url);
  if (!token) return { state: "no-token" as const };
  const form = await postedForm(r.request);
  const posted = form && { action: String(form.get("action") ?? "") };
  return answerChoices(token, posted, labNow(), clientOf(r));
}

/** The status a refusal is answered with. */
export const statusOfAnswer = (state: string) =>
  state === "unknown" ? 404 : state === "too-many" ? 429 : 200;
