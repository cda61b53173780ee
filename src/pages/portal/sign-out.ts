import type { APIRoute } from "astro";
import { clearPortalCookie, portalToken } from "@/lib/portal/http";
import { endPortalSession } from "@/lib/portal/links";

export const prerender = false;

/** Signing out ends the session on the server, not only the cookie. */
export const POST: APIRoute = async (context) => {
  await endPortalSession(portalToken(context));
  clearPortalCookie(context);
  return context.redirect("/portal?signed=out", 303);
};
