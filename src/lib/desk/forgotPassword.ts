import type { DatabaseSync } from "node:sqlite";
import { networkOf } from "@/lib/http/network";
import { isEmail } from "./accounts";
import { audit } from "./audit";
import { normaliseEmail } from "./email";
import { createPasswordLink } from "./passwordLinks";
import { desk } from "@/content/desk";
import {
  mailConfigured,
  mailPasswordLink,
  setPasswordUrl,
  type LinkDelivery,
} from "./passwordMail";
import { UNKNOWN_ACCOUNT } from "./signIn";

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
function withinLimit(db: DatabaseSync, key: string, limit: number, now: Date): boolean {
  const since = new Date(now.getTime() - FORGOT_WINDOW_MS).toISOString();
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM desk_failures WHERE key = ? AND at > ?")
    .get(key, since) as { n: number };
  if (Number(row.n) >= limit) return false;
  db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)").run(key, now.toISOString());
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
  return function requestPasswordLink(
    db: DatabaseSync,
    typed: string,
    clientAddress: string,
    now = new Date(),
  ): { answer: ForgotAnswer; sending: Promise<void> } {
    const done = (answer: ForgotAnswer) => ({ answer, sending: Promise.resolve() });
    const email = normaliseEmail(typed);
    if (!isEmail(email)) return done("invalid");
    const exists = db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(email) !== undefined;
    const who = exists ? email : UNKNOWN_ACCOUNT;
    if (!withinLimit(db, client(clientAddress), CLIENT_REQUESTS_PER_HOUR, now)) {
      audit(db, who, "password link refused: too many requests", clientAddress, now);
      return done("too-many");
    }
    const answer = options.mailConfigured() ? "sent" : "ask-admin";
    if (!withinLimit(db, account(email), ADDRESS_LINKS_PER_HOUR, now)) {
      audit(db, who, "password link not sent: enough this hour", clientAddress, now);
      return done(answer);
    }
    audit(db, who, "password link requested", clientAddress, now);
    if (!exists || answer !== "sent") return done(answer);
    const link = options.linkUrl(createPasswordLink(db, email, now));
    // mailPasswordLink logs its own failures; the answer does not wait for the mail server.
    const sending = options.mail(email, link).then(
      () => undefined,
      () => undefined,
    );
    return { answer, sending };
  };
}

/** The desk's "Forgot password", its limits kept for this process. */
export const requestPasswordLink = forgotPassword({
  mailConfigured,
  mail: (to, link) => mailPasswordLink(to, link, desk.forgotPassword.mail),
  linkUrl: setPasswordUrl,
});
