import { defineMiddleware } from "astro:middleware";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { serverEnv } from "@/lib/env/server";
import { isCrossSite } from "@/lib/http/origin";
import { textResponse, withHeaders } from "@/lib/http/responses";
import { isPortalPath, PORTAL_BODY_LIMIT, PORTAL_HEADERS, portalToken } from "@/lib/portal/http";
import { portalSessionEmail } from "@/lib/portal/links";
import { portalPageAccess } from "@/lib/portal/pages";
import { PORTAL_HOME } from "@/lib/portal/paths";

/**
 * The customer portal's door: a path its registry (lib/portal/pages.ts) does not
 * list is not found; posts only from the site's own pages and small; the
 * signed-in customer (if any) found from the portal's own cookie, and a page for
 * customers sends anyone else to sign in before it runs; the portal's headers on
 * every answer.
 */
export const portalDoor = defineMiddleware(async (context, next) => {
  if (!isPortalPath(context.url.pathname)) return next();
  const access = portalPageAccess(context.url.pathname);
  if (!access) return withHeaders(await notFound(next), PORTAL_HEADERS);
  if (context.request.method === "POST") {
    if (isCrossSite(context.request, serverEnv.SITE_URL)) return textResponse(403, "");
    if (await bodyTooLarge(context.request, PORTAL_BODY_LIMIT)) return textResponse(413, "");
  }
  context.locals.customer = await portalSessionEmail(portalToken(context));
  if (access === "customer" && !context.locals.customer)
    return withHeaders(context.redirect(PORTAL_HOME, 303), PORTAL_HEADERS);
  return withHeaders(await next(), PORTAL_HEADERS);
});

/** The site's own not-found page, with its status. */
async function notFound(next: (rewrite?: string) => Promise<Response>) {
  const page = await next("/404");
  return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
}
