import { networkOf } from "@/lib/http/network";
import { isEmail } from "./accounts";
import { normaliseEmail } from "./email";
import { createPasswordLink } from "./passwordLinks";
import { mailConfigured } from "@/lib/platform/mail/outbox";
import { mailPasswordLink, setPasswordUrl, type LinkDelivery } from "./passwordMail";
import { UNKNOWN_ACCOUNT } from "./signIn";
import { accountExists, failuresSince, insertFailure } from "./store";
import { recordAudit } from "@/lib/platform/audit/store";
import { writeTogether } from "@/lib/db/store";

/** Links e-mailed to one address in an hour, whoever asks: a stranger cannot flood a colleague. */
export const ADDRESS_LINKS_PER_HOUR = 3;
/** Requests one client (an IPv6 /64) may make in an hour, whatever the addresses. */
export const CLIENT_REQUESTS_PER_HOUR = 10;
/** How far back the limits look; the daily purge keeps these rows as long (lib/desk/purge.ts). */
export const FORGOT_WINDOW_MS = 60 * 60_000;
/** The prefix of the rows the limits count in desk_failures (the sign-in's own keys differ). */
export const FORGOT_KEY_PREFIX = "forgot-";

/**
 * Counted in the table the sign-in counts its failures in (lib/desk/signIn.ts):
 * the limits hold across a restart. A request over a limit is not written down.
 */
async function withinLimit(key: string, limit: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FORGOT_WINDOW_MS).toISOString();
  if ((await failuresSince(key, since)).length >= limit) return false;
  await insertFailure(key, now);
  return true;
}

/**
 * What the page says. "sent" and "ask-admin" are the same for every address,
 * with an account or without: the answer never tells whether one exists.
 */
export type ForgotAnswer = "sent" | "ask-admin" | "too-many" | "invalid";

export interface ForgotPasswordOptions {
  /** Whether the server can send e-mail (SMTP_URL and LEADS_NOTIFY_FROM). */
  mailConfigured: () => boolean;
  mail: (to: string, link: string) => Promise<LinkDelivery>;
  /** The set-password address of a link's token. */
  linkUrl: (token: string) => string;
}

/**
 * "Forgot password": an account gets the one-time set-password link by
 * e-mail (an administrator's link, lib/desk/passwordLinks.ts); its current
 * password keeps working until the link is used. Without e-mail on the server
 * no link is made (it could reach nobody, and would replace one an
 * administrator handed over): everyone is told to ask an administrator. The
 * e-mail is sent after the answer, so an account's answer takes no longer
 * than a stranger's. Each request is audited, as the account's when there is
 * one, else as "(no such account)": the log holds no address a stranger typed.
 */
export function forgotPassword(options: ForgotPasswordOptions) {
  const client = (address: string) => `${FORGOT_KEY_PREFIX}client:${networkOf(address)}`;
  const account = (email: string) => `${FORGOT_KEY_PREFIX}address:${email}`;
  return async function requestPasswordLink(
    typed: string,
    clientAddress: string,
    now = new Date(),
  ): Promise<{ answer: ForgotAnswer; sending: Promise<void> }> {
    const done = (answer: ForgotAnswer) => ({ answer, sending: Promise.resolve() });
    const email = normaliseEmail(typed);
    if (!isEmail(email)) return done("invalid");
    // The limits' counts and their rows are one transaction: requests at once each see the others.
    const step = await writeTogether(
      async (): Promise<{ answer: ForgotAnswer; token?: string }> => {
        const exists = await accountExists(email);
        const who = exists ? email : UNKNOWN_ACCOUNT;
        if (!(await withinLimit(client(clientAddress), CLIENT_REQUESTS_PER_HOUR, now))) {
          await recordAudit(who, "password link refused: too many requests", clientAddress, now);
          return { answer: "too-many" };
        }
        const answer: ForgotAnswer = options.mailConfigured() ? "sent" : "ask-admin";
        if (!(await withinLimit(account(email), ADDRESS_LINKS_PER_HOUR, now))) {
          await recordAudit(who, "password link not sent: enough this hour", clientAddress, now);
          return { answer };
        }
        await recordAudit(who, "password link requested", clientAddress, now);
        if (!exists || answer !== "sent") return { answer };
        return { answer, token: await createPasswordLink(email, now) };
      },
    );
    if (step.token === undefined) return done(step.answer);
    const link = options.linkUrl(step.token);
    // Kept in the mail outbox and tried at once (failures logged, tried again); the answer does not wait.
    const sending = options.mail(email, link).then(
      () => undefined,
      () => undefined,
    );
    return { answer: step.answer, sending };
  };
}

/** The desk's "Forgot password", its limits kept for this process. */
export const requestPasswordLink = forgotPassword({
  mailConfigured,
  mail: (to, link) => mailPasswordLink(to, link, "forgot-password"),
  linkUrl: setPasswordUrl,
});
