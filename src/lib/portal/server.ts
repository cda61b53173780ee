import type { APIContext, AstroGlobal } from "astro";
import { serverEnv } from "@/lib/env/server";
import { clientKey, peerAddress } from "@/lib/http/client";
import { mailPortalLink, portalMailConfigured } from "./mail";
import { portalLinkRequests } from "./signInRequest";

/** "Send me a sign-in link" on this server, its limits kept for this process. */
export const requestPortalLink = portalLinkRequests({
  mailConfigured: portalMailConfigured,
  mail: mailPortalLink,
});

/** The client a request counts as for the portal's limits (its network, behind the proxy). */
export const portalClient = (context: APIContext | AstroGlobal) =>
  clientKey(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS);

/** Where the portal sends a visitor who is not signed in, and a customer who is. */
export const PORTAL_HOME = "/portal";
export const PORTAL_REPORTS = "/portal/reports";
