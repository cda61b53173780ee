import type { APIContext } from "astro";
import { desk } from "@/content/desk";
import { withHeaders } from "@/lib/http/responses";
import { deskAccess, deskHome, deskWriteAccess } from "./access";
import { deskRoute } from "./areas";
import { deskBodyTooLarge } from "./bodyLimit";
import { crossSite, DESK_HEADERS, sessionToken } from "./http";
import { enrolAddress, signInAddress } from "./next";
import { currentRecordAddress } from "@/lib/platform/convention/recordId";
import { hasRole, needsSecondFactor, type DeskUser } from "./roles";
import { sessionUser } from "./sessions";
import { hasSecondFactor } from "./twoFactor";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function refuse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...DESK_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Downloads answer 401/403 in plain words; pages send people to sign in or explain. */
const wantsPage = (context: APIContext) => !deskRoute(context.url.pathname)?.download;

/** An account whose roles need a second factor it has not set up yet (roles.ts). */
const mustEnrol = async (user: DeskUser) =>
  needsSecondFactor(user.roles) && !(await hasSecondFactor(user.email));

/**
 * Every request to /desk passes here (src/middleware/index.ts): posts from another
 * site are refused, so are bodies over 49 KB (an upload page: its own limit, for staff with its
 * role; lib/desk/bodyLimit.ts), the session is read once into `locals.user`, and the
 * route's access for reading or for posting (lib/desk/areas.ts) is checked before the page runs. An
 * account whose roles need a second factor and that has none is sent to set one up from every
 * page but its two-factor page and the sign-out (areas.ts `beforeSecondFactor`). Pages only read
 * `Astro.locals.user`.
 */
export async function deskGate(
  context: APIContext,
  next: (rewrite?: string) => Promise<Response>,
): Promise<Response> {
  if (!SAFE_METHODS.has(context.request.method) && crossSite(context))
    return refuse(403, desk.signIn.crossSite);
  const current = SAFE_METHODS.has(context.request.method) && currentRecordAddress(context.url);
  if (current) return withHeaders(context.redirect(current, 301), DESK_HEADERS);
  const user = await sessionUser(sessionToken(context));
  if (
    !SAFE_METHODS.has(context.request.method) &&
    (await deskBodyTooLarge(context.request, context.url.pathname, user))
  )
    return refuse(413, desk.gate.tooLarge);
  context.locals.user = user;
  // Reading a page and changing something through it may need different roles (areas.ts).
  const access = SAFE_METHODS.has(context.request.method)
    ? deskAccess(context.url.pathname)
    : deskWriteAccess(context.url.pathname);
  let response: Response;
  if (access === "public") response = await next();
  else if (!user)
    response = wantsPage(context)
      ? // The page asked for is opened after signing in (lib/desk/next.ts).
        context.redirect(signInAddress(context.request.method, context.url), 303)
      : refuse(401, desk.gate.signInFirst);
  else if (!deskRoute(context.url.pathname)?.beforeSecondFactor && (await mustEnrol(user)))
    response = wantsPage(context)
      ? context.redirect(enrolAddress(context.request.method, context.url), 303)
      : refuse(403, desk.gate.secondFactorFirst);
  else if (context.url.pathname === "/desk" && !hasRole(user, "leads"))
    // The desk's front door for an account without leads: its own first part.
    response = context.redirect(deskHome(user.roles), 303);
  else if (access !== "signed-in" && !hasRole(user, access)) {
    if (!wantsPage(context)) response = refuse(403, desk.gate.notYourRole);
    else {
      const page = await next("/desk/forbidden");
      response = new Response(page.body, {
        status: 403,
        statusText: "Forbidden",
        headers: page.headers,
      });
    }
  } else response = await next();
  // Never cached, never indexed.
  return withHeaders(response, DESK_HEADERS);
}
