import type { APIContext, AstroGlobal } from "astro";
import { recalibrationLimits } from "@/content/forms";
import { serverEnv } from "@/lib/env/server";
import { clientAddressOf, clientKey, peerAddress } from "@/lib/http/client";
import { sharedThrottle } from "@/lib/platform/throttle";
import { leadNotifications } from "@/lib/leads/server/notifications";
import { insertLead } from "@/lib/leads/store";
import { mailPortalLink, portalMailConfigured } from "./mail";
import { recalibrationRequests } from "./recalibration";
import { portalLinkRequests } from "./signInRequest";

/** "Send me a sign-in link" on this server, its limits kept for this process. */
export const requestPortalLink = portalLinkRequests({
  mailConfigured: portalMailConfigured,
  mail: mailPortalLink,
});

/**
 * "Request recalibration" on this server: a lead in the server's database,
 * e-mailed to the lab like any lead; the per-address limit is kept where
 * THROTTLES says (this process's memory, or the database for every server).
 */
export const requestRecalibration = recalibrationRequests({
  store: () => ({ insert: insertLead }),
  notifications: leadNotifications,
  throttle: sharedThrottle({
    name: "recalibration requests per address",
    limit: recalibrationLimits.perHour,
    windowMs: 60 * 60_000,
  }),
});

/** The client a request counts as for the portal's limits (its network, behind the proxy). */
export const portalClient = (context: APIContext | AstroGlobal) =>
  clientKey(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS);

/** The client's own address (behind the proxy) and browser, as a lead keeps them. */
export const portalClientOf = (context: APIContext | AstroGlobal) => ({
  address: clientAddressOf(
    peerAddress(context),
    context.request.headers,
    serverEnv.TRUST_PROXY_HOPS,
  ),
  userAgent: context.request.headers.get("user-agent"),
});

export { PORTAL_HOME, PORTAL_INSTRUMENTS, PORTAL_REPORTS } from "./paths";
