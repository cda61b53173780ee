import type { APIRoute } from "astro";
import { serverDatabase } from "@/lib/db/server";
import { clearPortalCookie, portalToken } from "@/lib/portal/http";
import { endPortalSession } from "@/lib/portal/links";

export const prerender = false;

/** Signing out ends the session on the server, not only the cookie. */
export const POST: APIRoute = (context) => {
  endPortalSession(serverDatabase(), portalToken(context));
  clearPortalCookie(context);
  return context.redirect("/portal?signed=out", 303);
};
