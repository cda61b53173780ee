import { deskAccess, isDeskPath } from "./access";

/** The sign-in page; `?next=` names the desk page to open after it. */
export const SIGN_IN_PATH = "/desk/sign-in";
const MAX_NEXT_LENGTH = 2000;
const BASE = "http://desk.invalid";

/**
 * The desk page a person asked for before signing in, if it is one: a path of
 * this site's desk ("/desk" or "/desk/…", with a query if any) written exactly
 * as a browser sends it. Refused (undefined, so the account's home applies):
 * anything longer than 2,000 characters; anything with "//", a backslash, a
 * fragment, a space or a control character (no other host, no scheme); a path
 * that a browser would rewrite ("." and ".." segments, "%2e%2e"); and the
 * pages around signing in (sign-in, sign-out, forgot and set password).
 */
export function safeNext(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > MAX_NEXT_LENGTH) return undefined;
  if (!/^[\x21-\x7e]+$/.test(raw) || /\/\/|\\|#/.test(raw)) return undefined;
  const query = raw.indexOf("?");
  if (!isDeskPath(query < 0 ? raw : raw.slice(0, query))) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname + url.search !== raw) return undefined;
  const path = url.pathname.replace(/\/+$/, "");
  if (deskAccess(path) === "public" || path === "/desk/sign-out") return undefined;
  return raw;
}

/** The code step after the password (lib/desk/signIn.ts) and a person's own two-factor page. */
export const CODE_PATH = "/desk/sign-in/code";
export const TWO_FACTOR_PATH = "/desk/two-factor";

/** A desk page's address carrying the page to open after it, if any. */
export const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

/**
 * The page a request asked for, worth coming back to after signing in or
 * setting up a second factor: a GET of a desk page (not the desk's bare front
 * door: every account has a home).
 */
function askedPage(method: string, url: URL): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const asked = url.pathname + url.search;
  return asked !== "/desk" ? safeNext(asked) : undefined;
}

/** Where the desk's gate sends a signed-out visit: the sign-in page, naming the page asked for. */
export const signInAddress = (method: string, url: URL): string =>
  withNext(SIGN_IN_PATH, askedPage(method, url));

/**
 * Where the gate sends an account whose roles need a second factor it has not
 * set up: its two-factor page, naming the page asked for.
 */
export const enrolAddress = (method: string, url: URL): string =>
  withNext(TWO_FACTOR_PATH, askedPage(method, url));
