import { desk } from "@/content/desk";
import { serverEnv } from "@/lib/env/server";
import { sendMailNow, type Delivery } from "@/lib/platform/mail/outbox";
import { LINK_LIFETIME_MS } from "./passwordLinks";

/** What the administrator's page says of a link's e-mail (LinkHandover). */
export type LinkDelivery = Delivery;

/** The address of a set-password link on this site. */
export const setPasswordUrl = (token: string) =>
  new URL(`/desk/set-password?token=${encodeURIComponent(token)}`, serverEnv.SITE_URL).toString();

/** An administrator's link, or one asked for after "Forgot password". */
export type PasswordLinkKind = "set-password" | "forgot-password";

/**
 * E-mails a set-password link through the mail outbox
 * (lib/platform/mail/outbox.ts), tried at once. Without e-mail on the server,
 * or when the SMTP server does not take it within a few seconds, the admin is
 * told and hands the link over themselves; the outbox's job still tries a
 * failed one again until the link ends.
 */
export function mailPasswordLink(
  to: string,
  link: string,
  kind: PasswordLinkKind = "set-password",
  now = new Date(),
): Promise<LinkDelivery> {
  const words = kind === "forgot-password" ? desk.forgotPassword.mail : desk.accounts.mail;
  return sendMailNow({
    purpose: kind,
    to,
    subject: words.subject,
    text: words.body(link, LINK_LIFETIME_MS / 3_600_000),
    endsAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
}
