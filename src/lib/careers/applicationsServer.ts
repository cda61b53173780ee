import { applicationMail } from "@/content/applicationMail";
import { startNotifications, type CaseNotifications } from "@/lib/cases/notifications";
import { serverDatabase } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { INBOX_PROCESSING, INBOX_RECEIVING } from "@/lib/fairShare/limits";
import { scaledSlots } from "@/lib/fairShare/scaledSlots";
import { createThrottle } from "@/lib/intake/throttle";
import { createApplicationInbox, type ApplicationInbox } from "./applicationsInbox";
import { applicationMessage, applicationOutbox } from "./applicationsMail";

/**
 * The server's job applications: the e-mail to HR (on with SMTP_URL,
 * LEADS_NOTIFY_FROM and CAREERS_NOTIFY_TO, or the leads' LEADS_NOTIFY_TO when
 * that is unset) and the inbox the apply route answers with.
 */

let notifications: CaseNotifications | undefined;

/** The e-mails to HR (lib/cases/notifications.ts), started once per process by the server's jobs. */
export const applicationNotifications = (): CaseNotifications =>
  (notifications ??= startNotifications({
    to:
      serverEnv.CAREERS_NOTIFY_TO.length > 0
        ? serverEnv.CAREERS_NOTIFY_TO
        : serverEnv.LEADS_NOTIFY_TO,
    outbox: () => applicationOutbox(serverDatabase()),
    message: applicationMessage,
    words: applicationMail,
  }));

let inbox: ApplicationInbox | undefined;

export function applicationInbox(): ApplicationInbox {
  inbox ??= createApplicationInbox({
    db: serverDatabase,
    throttle: createThrottle({ limit: serverEnv.LEADS_RATE_PER_MINUTE }),
    siteUrl: serverEnv.SITE_URL,
    maxConcurrent: serverEnv.LEADS_MAX_CONCURRENT,
    receiving: scaledSlots(INBOX_RECEIVING, serverEnv.TEST_CLIENT_SHARE_SCALE),
    processingPerClient: INBOX_PROCESSING.perClient * serverEnv.TEST_CLIENT_SHARE_SCALE,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    notifications: applicationNotifications,
  });
  return inbox;
}
