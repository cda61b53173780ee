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

/**
 * Where the desk's gate sends a signed-out visit: the sign-in page, naming the
 * page asked for when it was a GET of a page worth coming back to (not the
 * desk's bare front door: every account has a home).
 */
export function signInAddress(method: string, url: URL): string {
  if (method !== "GET" && method !== "HEAD") return SIGN_IN_PATH;
  const asked = url.pathname + url.search;
  return asked !== "/desk" && safeNext(asked)
    ? `${SIGN_IN_PATH}?next=${encodeURIComponent(asked)}`
    : SIGN_IN_PATH;
}
