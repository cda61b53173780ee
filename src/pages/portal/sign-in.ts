import type { APIRoute } from "astro";
import { serverDatabase } from "@/lib/db/server";
import { setPortalCookie } from "@/lib/portal/http";
import { createPortalSession, usePortalLink } from "@/lib/portal/links";
import { PORTAL_REPORTS } from "@/lib/portal/server";

export const prerender = false;

/**
 * The e-mailed link: used up at once, and the browser sent on to a clean
 * address (303), so the token stays in no history and no page's Referer. A
 * used, expired or unknown link goes back to the sign-in page, which says so.
 */
export const GET: APIRoute = (context) => {
  const token = (context.url.searchParams.get("token") ?? "").slice(0, 100);
  const db = serverDatabase();
  const email = usePortalLink(db, token);
  if (!email) return context.redirect("/portal?link=used", 303);
  setPortalCookie(context, createPortalSession(db, email));
  return context.redirect(PORTAL_REPORTS, 303);
};
