import { applicationMail } from "@/content/applicationMail";
import { acknowledgementLines } from "@/content/acknowledgements";
import { bothMails, startAcknowledgements, type CaseMails } from "@/lib/cases/acknowledgements";
import { startNotifications } from "@/lib/cases/notifications";
import { serverEnv } from "@/lib/env/server";
import { INBOX_PROCESSING, INBOX_RECEIVING } from "@/lib/fairShare/limits";
import { scaledSlots } from "@/lib/fairShare/scaledSlots";
import { sharedThrottle } from "@/lib/platform/throttle";
import { createApplicationInbox, type ApplicationInbox } from "./applicationsInbox";
import {
  applicationAcknowledgement,
  applicationAcknowledgementOutbox,
  applicationMessage,
  applicationOutbox,
} from "./applicationsMail";

/**
 * The server's job applications: the e-mail to HR (on with SMTP_URL,
 * LEADS_NOTIFY_FROM and CAREERS_NOTIFY_TO, or the leads' LEADS_NOTIFY_TO when
 * that is unset) and the inbox the apply route answers with.
 */

let notifications: CaseMails | undefined;

/**
 * The e-mails to HR (lib/cases/notifications.ts) and each applicant's acknowledgement
 * (lib/cases/acknowledgements.ts), started once per process by the server's jobs.
 */
export const applicationNotifications = (): CaseMails =>
  (notifications ??= bothMails(
    startNotifications({
      to:
        serverEnv.CAREERS_NOTIFY_TO.length > 0
          ? serverEnv.CAREERS_NOTIFY_TO
          : serverEnv.LEADS_NOTIFY_TO,
      outbox: applicationOutbox,
      message: applicationMessage,
      words: applicationMail,
    }),
    startAcknowledgements({
      outbox: applicationAcknowledgementOutbox,
      acknowledgement: applicationAcknowledgement,
      words: acknowledgementLines.applications,
    }),
  ));

let inbox: ApplicationInbox | undefined;

export function applicationInbox(): ApplicationInbox {
  inbox ??= createApplicationInbox({
    throttle: sharedThrottle({
      name: "job applications per network",
      limit: serverEnv.LEADS_RATE_PER_MINUTE,
    }),
    siteUrl: serverEnv.SITE_URL,
    maxConcurrent: serverEnv.LEADS_MAX_CONCURRENT,
    receiving: scaledSlots(INBOX_RECEIVING, serverEnv.TEST_CLIENT_SHARE_SCALE),
    processingPerClient: INBOX_PROCESSING.perClient * serverEnv.TEST_CLIENT_SHARE_SCALE,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    notifications: applicationNotifications,
  });
  return inbox;
}
