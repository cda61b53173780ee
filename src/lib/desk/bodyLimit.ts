import { DESK_ROUTE_LIST } from "./areas";
import { hasRole, type DeskUser, type Role } from "./roles";

/**
 * The longest note staff may add to a case, a lead or an application
 * (lib/cases/notes.ts): the longest text of any desk form, so it sizes the
 * body limit below.
 */
export const MAX_NOTE_CHARS = 5000;

/**
 * The largest desk form is a case's page with its longest note: a browser sends
 * each character as up to nine bytes (a Devanagari letter is %E0%A4%95), so
 * 5000 characters are 45 KB on the wire; 4 KB more for the other fields.
 */
export const DESK_BODY_LIMIT = MAX_NOTE_CHARS * 9 + 4 * 1024;

/**
 * Desk pages that take files (areas.ts), the role that may send them (the
 * route's writer), and their limit. The import's page counts the body itself
 * as it reads it, so a body without a length is not copied here first (a copy
 * of 200 MB would sit in memory).
 */
const UPLOAD_ROUTES: Readonly<
  Record<string, { role: Role; limit: number; countedByPage: boolean }>
> = Object.fromEntries(
  DESK_ROUTE_LIST.flatMap((r) => {
    const role = r.write ?? r.read;
    return r.upload && role !== "public" && role !== "signed-in"
      ? [[r.path, { role, limit: r.upload.limit, countedByPage: !!r.upload.countedByPage }]]
      : [];
  }),
);

const uploadRoute = (pathname: string, user: DeskUser | undefined) => {
  const route = UPLOAD_ROUTES[pathname.replace(/\/+$/, "")];
  return route && hasRole(user, route.role) ? route : undefined;
};

/**
 * The limit of a desk route's bodies. Only a signed-in account with the
 * route's role may send an upload's size: nobody else makes the server read
 * (and hold) megabytes.
 */
export const deskBodyLimit = (pathname: string, user: DeskUser | undefined): number =>
  uploadRoute(pathname, user)?.limit ?? DESK_BODY_LIMIT;

/**
 * True when a request's body is over the limit: on its Content-Length, before
 * anything is read, or (a body without a length) as soon as a copy of it grows
 * past the limit. The page still reads the original, which then holds at most
 * the limit: a body within it reaches the page whole.
 */
export async function bodyTooLarge(request: Request, limit: number): Promise<boolean> {
  const declared = request.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared)) return Number(declared) > limit;
  const reader = request.clone().body?.getReader();
  if (!reader) return false;
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      total += value.byteLength;
      if (total > limit) {
        // Not awaited: a copy's cancel settles only once the original is cancelled too, and
        // cancelling the original would close the connection before the 413 reaches the client.
        reader.cancel().catch(() => undefined);
        return true;
      }
    }
  } catch {
    return false; // unreadable: the page's own reading fails the same way
  }
}

/** The desk's gate: a desk POST over its route's limit (for this user) is refused before the page runs. */
export async function deskBodyTooLarge(
  request: Request,
  pathname: string,
  user: DeskUser | undefined,
): Promise<boolean> {
  const route = uploadRoute(pathname, user);
  if (!route?.countedByPage) return bodyTooLarge(request, deskBodyLimit(pathname, user));
  const declared = request.headers.get("content-length")?.trim();
  return !!declared && /^\d+$/.test(declared) && Number(declared) > route.limit;
}
