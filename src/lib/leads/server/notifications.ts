import { leadNotification } from "@/content/leadNotification";
import { startNotifications, type CaseNotifications } from "@/lib/cases/notifications";
import { serverDatabase } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { notificationMessage } from "@/lib/leads/notify/message";
import { leadOutbox } from "@/lib/leads/notify/outbox";

let current: CaseNotifications | undefined;

/**
 * The server's lead e-mails (lib/cases/notifications.ts), started once per
 * process by its jobs (lib/server/jobs.ts): every lead to LEADS_NOTIFY_TO.
 */
export const leadNotifications = (): CaseNotifications =>
  (current ??= startNotifications({
    to: serverEnv.LEADS_NOTIFY_TO,
    outbox: () => leadOutbox(serverDatabase()),
    message: notificationMessage,
    words: leadNotification,
  }));
