import { CALENDAR_FEED_PATH, PORTAL_HOME } from "./paths";

/**
 * Who may open each page of the customer portal: anyone ("public": the sign-in
 * pages, the privacy notice, an unsubscribe link) or a signed-in customer
 * ("customer"). The calendar feed is "public": calendar apps fetch it without
 * the portal's cookie, and its private key is the only thing that opens it
 * (lib/portal/calendarFetch.ts). The portal's door (middleware/portalDoor.ts) refuses a path this
 * list does not name (404) and sends a visitor without a session to sign in, so
 * a page added without a line here is closed, not open.
 */
export type PortalAccess = "public" | "customer";

export const PORTAL_PAGES: Readonly<Record<string, PortalAccess>> = {
  [PORTAL_HOME]: "public",
  "/portal/sign-in": "public",
  "/portal/sign-out": "public",
  "/portal/privacy": "public",
  "/portal/unsubscribe": "public",
  [CALENDAR_FEED_PATH]: "public",
  "/portal/reports": "customer",
  "/portal/reports.zip": "customer",
  "/portal/report": "customer",
  "/portal/instruments": "customer",
  "/portal/instrument": "customer",
  "/portal/recalibration": "customer",
  "/portal/settings": "customer",
};

/** A portal path's access, or undefined for a path the portal does not have. */
export const portalPageAccess = (pathname: string): PortalAccess | undefined =>
  Object.hasOwn(PORTAL_PAGES, pathname) ? PORTAL_PAGES[pathname] : undefined;

/**
 * The signed-in customer of a page the door lets through only with one; a
 * page whose line says "customer" and finds none is a mistake in the registry.
 */
export function signedInCustomer(locals: { customer?: string | undefined }): string {
  if (!locals.customer)
    throw new Error("A customer page ran without a customer: its line in lib/portal/pages.ts?");
  return locals.customer;
}
