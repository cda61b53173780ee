import { sharedThrottle, type ThrottleLike } from "@/lib/platform/throttle";
import { NEWSLETTER, recordWithdrawal } from "./records";
import { addressOfConsentToken, maskAddress } from "./links";
import { consentsOf, hasConsent, type ConsentRecord } from "./store";

/**
 * The pages a consent link opens, with no sign-in (/privacy/choices and
 * /newsletter/unsubscribe): opening one changes nothing; a POST withdraws the
 * newsletter (the page's button, or a mail program's one-click unsubscribe,
 * RFC 8058, whose body is "List-Unsubscribe=One-Click"). A client that tries
 * many links that open nothing is refused for a while before any look-up.
 */

/** Links that opened nothing, per client (a guesser's count). */
let missesThrottle: ThrottleLike | undefined;
export const consentLinkMisses = (): ThrottleLike =>
  (missesThrottle ??= sharedThrottle({
    name: "consent links missed",
    limit: 20,
    windowMs: 10 * 60_000,
  }));

export type LinkRefusal = { state: "unknown" } | { state: "too-many" };

async function addressOf(
  token: string,
  client: string,
  misses: ThrottleLike,
): Promise<LinkRefusal | { email: string }> {
  if (await misses.full(client)) return { state: "too-many" };
  const email = await addressOfConsentToken(token);
  if (email) return { email };
  await misses.hit(client);
  return { state: "unknown" };
}

export type UnsubscribeAnswer =
  LinkRefusal | { state: "ask" | "unsubscribed"; masked: string; token: string };

/** /newsletter/unsubscribe?token=…: GET asks; POST withdraws the newsletter. */
export async function answerNewsletterUnsubscribe(
  token: string,
  posted: boolean,
  now: Date,
  client: string,
  misses: ThrottleLike = consentLinkMisses(),
): Promise<UnsubscribeAnswer> {
  const found = await addressOf(token, client, misses);
  if (!("email" in found)) return found;
  const shown = { masked: maskAddress(found.email), token };
  if (!posted) return { state: "ask", ...shown };
  await withdrawNewsletter(found.email, now);
  return { state: "unsubscribed", ...shown };
}

/** A withdrawal recorded once: a second click adds no second row. */
async function withdrawNewsletter(email: string, now: Date) {
  if (await hasConsent(email, NEWSLETTER)) await recordWithdrawal(email, NEWSLETTER, now);
}

export type ChoicesAnswer =
  | LinkRefusal
  | {
      state: "list" | "withdrawn";
      masked: string;
      token: string;
      subscribed: boolean;
      records: ConsentRecord[];
    };

/** /privacy/choices?token=…: the address's records, newest first; a POST withdraws the newsletter. */
export async function answerChoices(
  token: string,
  posted: { action?: string } | undefined,
  now: Date,
  client: string,
  misses: ThrottleLike = consentLinkMisses(),
): Promise<ChoicesAnswer> {
  const found = await addressOf(token, client, misses);
  if (!("email" in found)) return found;
  const withdrawn = posted?.action === "withdraw-newsletter";
  if (withdrawn) await withdrawNewsletter(found.email, now);
  return {
    state: withdrawn ? "withdrawn" : "list",
    masked: maskAddress(found.email),
    token,
    subscribed: await hasConsent(found.email, NEWSLETTER),
    records: (await consentsOf(found.email)).map((r) => ({ ...r, email: "" })),
  };
}
