import { serverDatabase } from "@/lib/db/server";
import { leadStore } from "@/lib/db/leads";
import { emailConfig, env } from "@/lib/env";
import { createInboxHandlers, type InboxHandlers } from "@/lib/leads/inbox/handlers";
import { createThrottle } from "@/lib/leads/inbox/throttle";
import { leadNotifications } from "./notifications";

/** The server's lead store: its one database connection (LEADS_DB_PATH). */
export const serverLeadStore = () => leadStore(serverDatabase());

let handlers: InboxHandlers | undefined;

/** The inbox the route files answer with: configuration from lib/env, the server's database. */
export function inbox(): InboxHandlers {
  handlers ??= createInboxHandlers({
    store: serverLeadStore,
    throttle: createThrottle({ limit: env.LEADS_RATE_PER_MINUTE }),
    config: emailConfig,
    siteUrl: env.PUBLIC_SITE_URL,
    maxConcurrent: env.LEADS_MAX_CONCURRENT,
    trustedHops: env.TRUST_PROXY_HOPS,
    notifications: leadNotifications,
  });
  return handlers;
}
