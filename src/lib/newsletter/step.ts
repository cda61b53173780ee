import { leadContact } from "@/content/forms";
import { subscribedMail } from "@/content/newsletter";
import { serverEnv } from "@/lib/env/server";
import type { FormStep } from "@/lib/leads/inbox/handlers";
import { sendMailNow, type PlainMail } from "@/lib/platform/mail/outbox";
import { choicesUrl, consentToken, unsubscribeUrl } from "@/lib/privacy/consent/links";

/** How long a sign-up's confirmation may wait in the outbox. */
const CONFIRMATION_KEEP_MS = 2 * 86_400_000;

/** The e-mail back to a new subscriber: what they signed up to and the one-click way out. */
export function subscribedMessage(
  email: string,
  token: string,
  siteUrl: string,
  now: Date,
): PlainMail {
  const unsubscribe = unsubscribeUrl(siteUrl, token);
  return {
    purpose: "newsletter-subscribed",
    to: email,
    subject: subscribedMail.subject,
    text: subscribedMail.text(email, unsubscribe, choicesUrl(siteUrl, token)),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    endsAt: new Date(now.getTime() + CONFIRMATION_KEEP_MS),
  };
}

/**
 * The newsletter sign-up's own step in the lead inbox: once the sign-up and
 * its consent are stored, its confirmation goes through the outbox (every
 * person who sends something hears back), not awaited by the visitor.
 */
export function newsletterStep(
  send: typeof sendMailNow = sendMailNow,
  siteUrl = serverEnv.SITE_URL,
): FormStep {
  return {
    complete: (fields) => ({ ok: true, fields }),
    async stored(lead) {
      const email = leadContact(lead.fields).email;
      if (email) {
        const token = await consentToken(email, lead.createdAt);
        void send(subscribedMessage(email, token, siteUrl, lead.createdAt)).catch(
          (error: unknown) =>
            console.error("Newsletter: the sign-up's confirmation could not be queued", error),
        );
      }
      return {};
    },
  };
}
