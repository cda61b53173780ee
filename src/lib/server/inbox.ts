import { emailConfig } from "@/lib/env/public";
import { serverEnv } from "@/lib/env/server";
import { INBOX_PROCESSING, INBOX_RECEIVING } from "@/lib/fairShare/limits";
import { scaledSlots } from "@/lib/fairShare/scaledSlots";
import { createInboxHandlers, type InboxHandlers } from "@/lib/leads/inbox/handlers";
import { sharedThrottle } from "@/lib/platform/throttle";
import { newsletterStep } from "@/lib/newsletter/step";
import { requestStep } from "@/lib/request/step";
import { leadNotifications } from "@/lib/leads/server/notifications";
import { insertLead } from "@/lib/leads/store";

/** The server's lead store: its one database (DATABASE_PATH), lib/leads/store.ts. */
const serverLeadStore = () => ({ insert: insertLead });

let handlers: InboxHandlers | undefined;

/**
 * A test request reads its rows from the scope and gets its PDF (lib/request/step.ts);
 * a newsletter sign-up is confirmed by e-mail with its unsubscribe link (lib/newsletter/step.ts).
 */
const formSteps = { request: requestStep(), newsletter: newsletterStep() };

/**
 * The inbox the route files answer with: configuration from lib/env, the
 * server's database, and the forms' own steps (the test request's, from
 * lib/request). Composed here, where the server is put together, so that
 * lib/leads never reaches up into an area built on it.
 */
export function inbox(): InboxHandlers {
  handlers ??= createInboxHandlers({
    store: serverLeadStore,
    throttle: sharedThrottle({
      name: "lead forms per network",
      limit: serverEnv.LEADS_RATE_PER_MINUTE,
    }),
    config: emailConfig,
    siteUrl: serverEnv.SITE_URL,
    maxConcurrent: serverEnv.LEADS_MAX_CONCURRENT,
    receiving: scaledSlots(INBOX_RECEIVING, serverEnv.TEST_CLIENT_SHARE_SCALE),
    processingPerClient: INBOX_PROCESSING.perClient * serverEnv.TEST_CLIENT_SHARE_SCALE,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    notifications: leadNotifications,
    formSteps: () => formSteps,
  });
  return handlers;
}
