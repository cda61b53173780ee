import { portal } from "@/content/portal";
import { serverEnv } from "@/lib/env/server";
import { mailConfigured, sendMailNow, type PlainMail } from "@/lib/platform/mail/outbox";
import { PORTAL_LINK_MS } from "./links";

/** Whether the server can send e-mail (SMTP_URL and LEADS_NOTIFY_FROM), as for the desk's links. */
export const portalMailConfigured = mailConfigured;

/** The address of a sign-in link on this site (Caddy's log drops the `token` parameter). */
export const portalLinkUrl = (token: string) =>
  new URL(`/portal/sign-in?token=${encodeURIComponent(token)}`, serverEnv.SITE_URL).toString();

/** The e-mail of a sign-in link made at `now`: of no use once the link has ended. */
export const portalLinkMail = (to: string, token: string, now = new Date()): PlainMail => ({
  purpose: "portal-sign-in",
  to,
  subject: portal.mail.subject,
  text: portal.mail.body(portalLinkUrl(token), PORTAL_LINK_MS / 60_000),
  endsAt: new Date(now.getTime() + PORTAL_LINK_MS),
});

/**
 * E-mails a sign-in link through the mail outbox (lib/platform/mail/outbox.ts):
 * tried at once, and again by the outbox's job until the link ends; a failure
 * is logged without it.
 */
export const mailPortalLink = (to: string, token: string) => sendMailNow(portalLinkMail(to, token));
