import type { APIContext, AstroGlobal } from "astro";
import type { DatabaseSync } from "node:sqlite";
import { serverDatabase } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { peerAddress } from "@/lib/http/client";
import { isCrossSite } from "@/lib/http/origin";
import type { DeskUser } from "./roles";

type Context = APIContext | AstroGlobal;

/** `__Host-` needs https; on http://localhost the plain name is used. */
export const sessionCookieName = (url: URL) =>
  url.protocol === "https:" ? "__Host-desk-session" : "desk-session";

export function setSessionCookie(context: Context, token: string): void {
  context.cookies.set(sessionCookieName(context.url), token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: context.url.protocol === "https:",
  });
}

export function clearSessionCookie(context: Context): void {
  context.cookies.delete(sessionCookieName(context.url), { path: "/" });
}

export const deskDb = (): DatabaseSync => serverDatabase();

export function sessionToken(context: Context): string | undefined {
  return context.cookies.get(sessionCookieName(context.url))?.value;
}

/** The signed-in staff member, as the desk's gate (lib/desk/gate.ts) found them. */
export function deskUser(context: Context): DeskUser {
  const user = context.locals.user;
  if (!user) throw new Error("A desk page ran without the gate's user (lib/desk/access.ts)");
  return user;
}

export const clientAddress = (context: Context) => peerAddress(context) ?? "local";

/** Desk POSTs come from the desk's own pages only. */
export const crossSite = (context: Context) => isCrossSite(context.request, serverEnv.SITE_URL);

/** Headers of every desk answer: never cached, never indexed. */
export const DESK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};
