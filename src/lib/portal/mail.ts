import { portal } from "@/content/portal";
import { mailConfigured, sendTextMail } from "@/lib/desk/passwordMail";
import { serverEnv } from "@/lib/env/server";
import { PORTAL_LINK_MS } from "./links";

/** Whether the server can send e-mail (SMTP_URL and LEADS_NOTIFY_FROM), as for the desk's links. */
export const portalMailConfigured = mailConfigured;

/** The address of a sign-in link on this site (Caddy's log drops the `token` parameter). */
export const portalLinkUrl = (token: string) =>
  new URL(`/portal/sign-in?token=${encodeURIComponent(token)}`, serverEnv.SITE_URL).toString();

/** E-mails a sign-in link (as the desk's set-password links go); a failure is logged without it. */
export const mailPortalLink = (to: string, token: string) =>
  sendTextMail(
    "Portal sign-in e-mail",
    to,
    portal.mail.subject,
    portal.mail.body(portalLinkUrl(token), PORTAL_LINK_MS / 60_000),
  );
