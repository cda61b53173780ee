import { newsletterMail } from "@/content/newsletter";
import { serverEnv } from "@/lib/env/server";
import { recordAudit } from "@/lib/platform/audit/store";
import { mailServer, queueMail, type MailServer, type PlainMail } from "@/lib/platform/mail/outbox";
import { NEWSLETTER, NEWSLETTER_MAIL } from "@/lib/privacy/consent/records";
import { choicesUrl, consentToken, unsubscribeUrl } from "@/lib/privacy/consent/links";
import { currentConsenters, hasConsent } from "@/lib/privacy/consent/store";
import type { Issue } from "./issue";
import { insertIssue } from "./store";

/**
 * The newsletter's sender (issue 54 item 3): one e-mail per current
 * subscriber (an address whose latest newsletter record is a consent given),
 * each queued in the site's one outbox (its job sends them while staff go
 * on, and retries a failure) with its own unsubscribe link in the
 * body and in `List-Unsubscribe`, with `List-Unsubscribe-Post` so a mail
 * program's button unsubscribes with one POST (RFC 8058). An address that
 * withdrew is asked again just before its e-mail is written: a withdrawal
 * made while an issue goes out stops the rest.
 */

/** How long an issue may wait in the outbox for an SMTP server that is down. */
const ISSUE_KEEP_MS = 7 * 86_400_000;

/** One subscriber's e-mail of an issue. */
export function newsletterMessage(
  issue: Issue,
  to: string,
  token: string,
  siteUrl: string,
  now: Date,
): PlainMail {
  const unsubscribe = unsubscribeUrl(siteUrl, token);
  return {
    purpose: NEWSLETTER_MAIL,
    to,
    subject: issue.subject,
    text: [issue.body, "", ...newsletterMail.footer(unsubscribe, choicesUrl(siteUrl, token))].join(
      "\n",
    ),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    endsAt: new Date(now.getTime() + ISSUE_KEEP_MS),
  };
}

/** How many current subscribers an issue would reach. */
export const subscriberCount = async () => (await currentConsenters(NEWSLETTER)).length;

export type SendOutcome =
  | { state: "no-mail" }
  | { state: "no-subscribers" }
  | { state: "sent"; sent: number; skipped: number };

export interface SendDeps {
  server?: MailServer | undefined;
  siteUrl?: string;
  /** Default: the outbox's queue (its job sends and retries). */
  send?: typeof queueMail;
}

/** Queues an issue for every current subscriber, records it and its audit line. */
export async function sendIssue(
  issue: Issue,
  who: string,
  now: Date,
  deps: SendDeps = {},
): Promise<SendOutcome> {
  const server = deps.server ?? mailServer();
  if (!server) return { state: "no-mail" };
  const siteUrl = deps.siteUrl ?? serverEnv.SITE_URL;
  const send = deps.send ?? queueMail;
  const subscribers = await currentConsenters(NEWSLETTER);
  if (!subscribers.length) return { state: "no-subscribers" };
  let sent = 0;
  let skipped = 0;
  for (const email of subscribers) {
    // Refused, not queued, when the address withdrew since the list was read.
    if (!(await hasConsent(email, NEWSLETTER))) {
      skipped++;
      continue;
    }
    const token = await consentToken(email, now);
    const delivery = await send(newsletterMessage(issue, email, token, siteUrl, now), {
      server,
      now: () => now,
    });
    if (delivery === "not-configured") skipped++;
    else sent++;
  }
  await insertIssue({ ...issue, sentAt: now.toISOString(), sentBy: who, recipients: sent });
  await recordAudit(who, "newsletter sent", issue.subject.slice(0, 150), now);
  return { state: "sent", sent, skipped };
}
