import { smtpTransport } from "@/lib/platform/mail/transport";
import { desk } from "@/content/desk";
import { serverEnv } from "@/lib/env/server";
import { LINK_LIFETIME_MS } from "./passwordLinks";

export type LinkDelivery = "mailed" | "not-configured" | "failed";

/** The address of a set-password link on this site. */
export const setPasswordUrl = (token: string) =>
  new URL(`/desk/set-password?token=${encodeURIComponent(token)}`, serverEnv.SITE_URL).toString();

/** The words of a set-password e-mail: an administrator's link, or one asked for after "Forgot password". */
type LinkMail = { subject: string; body: (link: string, hours: number) => string };

export const mailConfigured = () => Boolean(serverEnv.SMTP_URL && serverEnv.LEADS_NOTIFY_FROM);

/**
 * One plain-text e-mail through the SMTP server the lead notifications use
 * (SMTP_URL, from LEADS_NOTIFY_FROM), given a few seconds. A failure is
 * logged as `what` to the address, without the message (it may hold a link).
 */
export async function sendTextMail(
  what: string,
  to: string,
  subject: string,
  text: string,
): Promise<LinkDelivery> {
  const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
  if (!SMTP_URL || !LEADS_NOTIFY_FROM) return "not-configured";
  const transport = smtpTransport(SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  try {
    await transport.sendMail({ from: LEADS_NOTIFY_FROM, to, subject, text });
    return "mailed";
  } catch (error) {
    console.error(`${what} to ${to} failed: ${(error as Error).message}`);
    return "failed";
  } finally {
    transport.close();
  }
}

/**
 * E-mails a set-password link. Without e-mail on the server, or when sending
 * fails within a few seconds, the admin is told and hands the link over themselves.
 */
export const mailPasswordLink = (
  to: string,
  link: string,
  words: LinkMail = desk.accounts.mail,
): Promise<LinkDelivery> =>
  sendTextMail(
    "Set-password e-mail",
    to,
    words.subject,
    words.body(link, LINK_LIFETIME_MS / 3_600_000),
  );
