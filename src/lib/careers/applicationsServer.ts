import { createTransport } from "nodemailer";
import { applicationMail } from "@/content/applicationMail";
import { serverDatabase } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { createNotifier } from "@/lib/leads/notify/notifier";
import { createThrottle } from "@/lib/intake/throttle";
import { createApplicationInbox, type ApplicationInbox } from "./applicationsInbox";
import { applicationMessage, applicationOutbox } from "./applicationsMail";

/**
 * The server's job applications: the e-mail to HR (on with SMTP_URL,
 * LEADS_NOTIFY_FROM and CAREERS_NOTIFY_TO, or the leads' LEADS_NOTIFY_TO when
 * that is unset) and the inbox the apply route answers with.
 */

export interface ApplicationNotifications {
  readonly state: "pending" | "off";
  poke(): void;
}

let notifications: ApplicationNotifications | undefined;

export function applicationNotifications(): ApplicationNotifications {
  if (notifications) return notifications;
  const { SMTP_URL, CAREERS_NOTIFY_TO, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM } = serverEnv;
  const to = CAREERS_NOTIFY_TO.length > 0 ? CAREERS_NOTIFY_TO : LEADS_NOTIFY_TO;
  if (!SMTP_URL || to.length === 0 || !LEADS_NOTIFY_FROM) {
    console.warn(applicationMail.off);
    notifications = { state: "off", poke: () => {} };
    return notifications;
  }
  const notifier = createNotifier({
    outbox: () => applicationOutbox(serverDatabase()),
    message: applicationMessage,
    transport: createTransport(SMTP_URL),
    from: LEADS_NOTIFY_FROM,
    to,
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
  });
  console.info(applicationMail.on(to.join(", ")));
  notifications = { state: "pending", poke: () => notifier.poke() };
  return notifications;
}

let inbox: ApplicationInbox | undefined;

export function applicationInbox(): ApplicationInbox {
  inbox ??= createApplicationInbox({
    db: serverDatabase,
    throttle: createThrottle({ limit: serverEnv.LEADS_RATE_PER_MINUTE }),
    siteUrl: serverEnv.SITE_URL,
    maxConcurrent: serverEnv.LEADS_MAX_CONCURRENT,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    notifications: applicationNotifications,
  });
  return inbox;
}
