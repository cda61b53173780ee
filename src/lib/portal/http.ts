import type { APIContext, AstroGlobal } from "astro";
import { recalibrationLimits } from "@/content/forms";
import { sessionCookie } from "@/lib/desk/http";
import { serverEnv } from "@/lib/env/server";
import { PRIVATE_PAGE_HEADERS } from "@/lib/http/privatePage";
import { PORTAL_SESSION_MS } from "./links";

type Context = APIContext | AstroGlobal;

export const isPortalPath = (pathname: string) =>
  pathname === "/portal" || pathname.startsWith("/portal/");

/** The portal's pages: each private to its customer (lib/http/privatePage.ts). */
export const PORTAL_HEADERS = PRIVATE_PAGE_HEADERS;

/**
 * The largest recalibration request: every instrument's key (`key=` and 16
 * hex digits, with its `&`) and the longest message at up to nine bytes a
 * character as a browser sends it (a Devanagari letter is %E0%A4%95), with
 * 4 KB for the rest.
 */
export const RECALIBRATION_BODY_BYTES =
  recalibrationLimits.instruments * 21 + recalibrationLimits.message * 9 + 4 * 1024;

/**
 * The portal's forms: an e-mail address, a page of chosen references (50) for
 * a zip, or a recalibration request; anything larger is answered 413 unread.
 */
export const PORTAL_BODY_LIMIT = Math.max(16 * 1024, RECALIBRATION_BODY_BYTES);

/**
 * The customer's cookie: the desk's attributes (HttpOnly, `__Host-` and Secure
 * except on a development machine) under a name of its own, for 30 days, Lax so
 * that the link from an e-mail and links from other sites arrive signed in.
 * The desk's cookie never opens the portal, nor this one the desk.
 */
export function portalCookie(context: Context) {
  const { name, options } = sessionCookie(
    context.url,
    context.request.headers,
    serverEnv.TRUST_PROXY_HOPS,
  );
  return {
    name: name.replace("desk-session", "portal-session"),
    options: { ...options, sameSite: "lax" as const },
  };
}

export function setPortalCookie(context: Context, token: string) {
  const { name, options } = portalCookie(context);
  context.cookies.set(name, token, { ...options, maxAge: PORTAL_SESSION_MS / 1000 });
}

export function clearPortalCookie(context: Context) {
  const { name, options } = portalCookie(context);
  context.cookies.delete(name, options);
}

export const portalToken = (context: Context) =>
  context.cookies.get(portalCookie(context).name)?.value;
