import type { APIContext, AstroGlobal } from "astro";
import { serverEnv } from "@/lib/env/server";
import { clientAddressOf, peerAddress } from "@/lib/http/client";
import { isCrossSite } from "@/lib/http/origin";
import { safeFileName } from "@/lib/http/safeFileName";
import type { DeskUser } from "./roles";
import { PENDING_MS } from "./signIn";

type Context = APIContext | AstroGlobal;

/**
 * Whether the visitor's browser used HTTPS. Behind a reverse proxy (Caddy,
 * TRUST_PROXY_HOPS > 0) Node serves plain HTTP and the proxy names the
 * visitor's scheme in X-Forwarded-Proto; without one, the header is the
 * client's own word and only the URL counts.
 */
export function visitorUsedHttps(url: URL, headers: Headers, trustedHops: number): boolean {
  if (trustedHops > 0) {
    const forwarded = headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
    if (forwarded) return forwarded === "https";
  }
  return url.protocol === "https:";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The session cookie's name and Secure flag: `__Host-` and Secure everywhere
 * except a development machine on plain http://localhost.
 */
export function sessionCookie(url: URL, headers: Headers, trustedHops: number) {
  const secure = visitorUsedHttps(url, headers, trustedHops) || !LOCAL_HOSTS.has(url.hostname);
  return {
    name: secure ? "__Host-desk-session" : "desk-session",
    options: { path: "/", httpOnly: true, sameSite: "strict", secure } as const,
  };
}

const cookieOf = (context: Context) =>
  sessionCookie(context.url, context.request.headers, serverEnv.TRUST_PROXY_HOPS);

export function setSessionCookie(context: Context, token: string): void {
  const { name, options } = cookieOf(context);
  context.cookies.set(name, token, options);
}

/** Deleted with the attributes it was set with, or a browser may keep it. */
export function clearSessionCookie(context: Context): void {
  const { name, options } = cookieOf(context);
  context.cookies.delete(name, options);
}

/**
 * The password step's hand-over to the code step (lib/desk/signIn.ts): HttpOnly,
 * SameSite=Strict, five minutes, Secure and `__Host-` as the session's cookie.
 */
const pendingCookieOf = (context: Context) => {
  const { name, options } = cookieOf(context);
  return { name: name.replace("desk-session", "desk-pending"), options };
};

export function setPendingCookie(context: Context, token: string): void {
  const { name, options } = pendingCookieOf(context);
  context.cookies.set(name, token, { ...options, maxAge: PENDING_MS / 1000 });
}

export function clearPendingCookie(context: Context): void {
  const { name, options } = pendingCookieOf(context);
  context.cookies.delete(name, options);
}

export function pendingToken(context: Context): string | undefined {
  return context.cookies.get(pendingCookieOf(context).name)?.value;
}

export function sessionToken(context: Context): string | undefined {
  return context.cookies.get(cookieOf(context).name)?.value;
}

/** The signed-in staff member, as the desk's gate (lib/desk/gate.ts) found them. */
export function deskUser(context: Context): DeskUser {
  const user = context.locals.user;
  if (!user) throw new Error("A desk page ran without the gate's user (lib/desk/access.ts)");
  return user;
}

/**
 * The client's whole address, found as the inbox finds it (behind
 * TRUST_PROXY_HOPS proxies, from X-Forwarded-For): the audit log keeps it, the
 * sign-in lock counts its network (lib/desk/signIn.ts).
 */
export const clientAddress = (context: Context) =>
  clientAddressOf(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS);

/** Desk POSTs come from the desk's own pages only. */
export const crossSite = (context: Context) => isCrossSite(context.request, serverEnv.SITE_URL);

/** Headers of every desk answer: never cached, never indexed. */
export const DESK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * A file a visitor sent, answered in a sandbox of its own (no script, no
 * origin, nothing loaded), under a safe name, never sniffed as anything else.
 */
function visitorFile(
  name: string,
  bytes: Uint8Array,
  { disposition, type }: { disposition: "attachment" | "inline"; type: string },
): Response {
  const safe = safeFileName(name);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": type,
      "Content-Disposition": `${disposition}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** A desk answer for the page's own script: JSON, never cached, never indexed. */
export const deskJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...DESK_HEADERS, "Content-Type": "application/json; charset=utf-8" },
  });

/**
 * A file a visitor sent (a lead's attachment, an applicant's CV) for staff:
 * always a download under a safe name, never shown in the desk's origin.
 */
export const visitorFileDownload = (name: string, bytes: Uint8Array): Response =>
  visitorFile(name, bytes, { disposition: "attachment", type: "application/octet-stream" });

/**
 * A PDF a visitor sent, for staff to read in the browser's own viewer: inline
 * as application/pdf only (the caller checks the bytes are a PDF), in the same
 * sandbox; never framed (the site's headers forbid it).
 */
export const visitorPdfInline = (name: string, bytes: Uint8Array): Response =>
  visitorFile(name, bytes, { disposition: "inline", type: "application/pdf" });
