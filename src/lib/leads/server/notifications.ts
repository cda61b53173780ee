import { acknowledgementLines } from "@/content/acknowledgements";
import { leadNotification } from "@/content/leadNotification";
import { bothMails, startAcknowledgements, type CaseMails } from "@/lib/cases/acknowledgements";
import { startNotifications } from "@/lib/cases/notifications";
import { serverEnv } from "@/lib/env/server";
import { leadAcknowledgement } from "@/lib/leads/notify/acknowledgement";
import { notificationMessage } from "@/lib/leads/notify/message";
import { leadAcknowledgementOutbox, leadOutbox } from "@/lib/leads/notify/outbox";

let current: CaseMails | undefined;

/**
 * The server's lead e-mails (lib/cases/notifications.ts), started once per
 * process by its jobs (lib/server/jobs.ts): every lead to LEADS_NOTIFY_TO, and
 * its acknowledgement to the visitor who sent it (lib/cases/acknowledgements.ts).
 */
export const leadNotifications = (): CaseMails =>
  (current ??= bothMails(
    startNotifications({
      to: serverEnv.LEADS_NOTIFY_TO,
      outbox: leadOutbox,
      message: notificationMessage,
      words: leadNotification,
    }),
    startAcknowledgements({
      outbox: leadAcknowledgementOutbox,
      acknowledgement: leadAcknowledgement,
      words: acknowledgementLines.leads,
    }),
  ));
