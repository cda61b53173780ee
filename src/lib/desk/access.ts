import {
  actionAccess,
  DESK_AREAS,
  DESK_ROUTE_LIST,
  readAccess,
  writeAccess,
  type Access,
} from "./areas";
import { hasRole, type DeskUser, type Role } from "./roles";

/**
 * Who may open each desk route and who may post to it, as the registry of
 * desk areas (areas.ts) says: "public" (the sign-in and set-password pages),
 * "signed-in" (any account), or a role. A route missing from the registry
 * needs `admin`, so a page added without a line there is closed, not open.
 */
export type { Access };

/** Who may read each route (GET), by path. */
export const DESK_ROUTES: Readonly<Record<string, Access>> = Object.fromEntries(
  DESK_ROUTE_LIST.map((r) => [r.path, r.read]),
);

/** Who may post to each route, by path (the reader unless the registry says otherwise). */
export const DESK_WRITES: Readonly<Record<string, Access>> = Object.fromEntries(
  DESK_ROUTE_LIST.map((r) => [r.path, r.write ?? r.read]),
);

/** Posted actions that need more than their route's writer, by path and action. */
export const DESK_ACTIONS: Readonly<Record<string, Readonly<Record<string, Access>>>> =
  Object.fromEntries(DESK_ROUTE_LIST.flatMap((r) => (r.actions ? [[r.path, r.actions]] : [])));

export const isDeskPath = (pathname: string) =>
  pathname === "/desk" || pathname.startsWith("/desk/");

export const deskAccess = readAccess;
export const deskWriteAccess = writeAccess;

const allows = (user: DeskUser | undefined, access: Access) =>
  access === "public" || (!!user && (access === "signed-in" || hasRole(user, access)));

/** Whether this person may open a desk path, or post to it (a page hides what it would refuse). */
export const mayRead = (user: DeskUser | undefined, pathname: string) =>
  allows(user, readAccess(pathname));
export const mayPost = (user: DeskUser | undefined, pathname: string) =>
  allows(user, writeAccess(pathname));
/** Whether this person may post `action` to a desk path (the page and the action ask the same). */
export const mayAct = (user: DeskUser | undefined, pathname: string, action: string) =>
  allows(user, actionAccess(pathname, action));

/** Where a signed-in account starts: what needs its attention, if any area opens to it. */
export const deskHome = (roles: readonly Role[]): string =>
  DESK_AREAS.some((area) =>
    (area.nav ?? []).some((item) => mayRead({ email: "", roles }, item.href)),
  )
    ? "/desk/start"
    : "/desk/forbidden";
