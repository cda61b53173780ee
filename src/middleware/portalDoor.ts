import { defineMiddleware } from "astro:middleware";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { serverDatabase } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { isCrossSite } from "@/lib/http/origin";
import { textResponse, withHeaders } from "@/lib/http/responses";
import { isPortalPath, PORTAL_BODY_LIMIT, PORTAL_HEADERS, portalToken } from "@/lib/portal/http";
import { portalSessionEmail } from "@/lib/portal/links";

/**
 * The customer portal's door: posts only from the site's own pages and small,
 * the signed-in customer (if any) found from the portal's own cookie, and the
 * portal's headers on every answer.
 */
export const portalDoor = defineMiddleware(async (context, next) => {
  if (!isPortalPath(context.url.pathname)) return next();
  if (context.request.method === "POST") {
    if (isCrossSite(context.request, serverEnv.SITE_URL)) return textResponse(403, "");
    if (await bodyTooLarge(context.request, PORTAL_BODY_LIMIT)) return textResponse(413, "");
  }
  context.locals.customer = portalSessionEmail(serverDatabase(), portalToken(context));
  return withHeaders(await next(), PORTAL_HEADERS);
});
