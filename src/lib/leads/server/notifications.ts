import { createTransport } from "nodemailer";
import { leadNotification } from "@/content/leadNotification";
import { serverEnv } from "@/lib/env/server";
import { serverDatabase } from "@/lib/db/server";
import { notificationMessage } from "@/lib/leads/notify/message";
import { createNotifier, type Notifier } from "@/lib/leads/notify/notifier";
import { sqliteOutbox } from "@/lib/leads/notify/outbox";

/**
 * The server's lead notifications, started once per process (with the server,
 * see ./background.ts): on with SMTP_URL, LEADS_NOTIFY_TO and
 * LEADS_NOTIFY_FROM, off (and said so once) without.
 */
export interface LeadNotifications {
  /** What a new lead's outbox row starts as. */
  readonly state: "pending" | "off";
  /** A lead was stored: deliver it now. */
  poke(): void;
}

let current: LeadNotifications | undefined;

export function leadNotifications(): LeadNotifications {
  if (current) return current;
  const { SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM } = serverEnv;
  if (!SMTP_URL || LEADS_NOTIFY_TO.length === 0 || !LEADS_NOTIFY_FROM) {
    console.warn(leadNotification.off);
    current = { state: "off", poke: () => {} };
    return current;
  }
  const notifier: Notifier = createNotifier({
    outbox: () => sqliteOutbox(serverDatabase()),
    message: notificationMessage,
    transport: createTransport(SMTP_URL),
    from: LEADS_NOTIFY_FROM,
    to: LEADS_NOTIFY_TO,
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
  });
  console.info(`Lead notifications on: every lead is e-mailed to ${LEADS_NOTIFY_TO.join(", ")}`);
  current = { state: "pending", poke: () => notifier.poke() };
  return current;
}
