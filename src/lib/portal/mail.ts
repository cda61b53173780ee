import { createTransport } from "nodemailer";
import { portal } from "@/content/portal";
import { serverEnv } from "@/lib/env/server";
import { PORTAL_LINK_MS } from "./links";

export const portalMailConfigured = () =>
  Boolean(serverEnv.SMTP_URL && serverEnv.LEADS_NOTIFY_FROM);

/** The address of a sign-in link on this site (Caddy's log drops the `token` parameter). */
export const portalLinkUrl = (token: string) =>
  new URL(`/portal/sign-in?token=${encodeURIComponent(token)}`, serverEnv.SITE_URL).toString();

/**
 * E-mails a sign-in link through the SMTP server the lead notifications use
 * (SMTP_URL, from LEADS_NOTIFY_FROM). A failure is logged without the link.
 */
export async function mailPortalLink(to: string, token: string): Promise<boolean> {
  const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
  if (!SMTP_URL || !LEADS_NOTIFY_FROM) return false;
  const transport = createTransport({
    url: SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  try {
    await transport.sendMail({
      from: LEADS_NOTIFY_FROM,
      to,
      subject: portal.mail.subject,
      text: portal.mail.body(portalLinkUrl(token), PORTAL_LINK_MS / 60_000),
    });
    return true;
  } catch (error) {
    console.error(`Portal sign-in e-mail to ${to} failed: ${(error as Error).message}`);
    return false;
  } finally {
    transport.close();
  }
}
