/** The customer portal's addresses, for its pages and the links between them. */

/** Where the portal sends a visitor who is not signed in, and a customer who is. */
export const PORTAL_HOME = "/portal";
export const PORTAL_REPORTS = "/portal/reports";
export const PORTAL_INSTRUMENTS = "/portal/instruments";
/** Where "Request recalibration" posts, and its confirmation (`?id=` the lead's reference). */
export const RECALIBRATION_PATH = "/portal/recalibration";

/** An instrument's page, by its key. */
export const instrumentHref = (key: string) => `/portal/instrument?id=${encodeURIComponent(key)}`;

/** The _Request recalibration_ form on an instrument's page (a reminder links straight to it). */
export const RECALIBRATE_ANCHOR = "portal-recalibration";
export const recalibrateHref = (key: string) => `${instrumentHref(key)}#${RECALIBRATE_ANCHOR}`;

/** A customer's calendar of due dates, fetched by calendar apps with the private `?key=`. */
export const CALENDAR_FEED_PATH = "/portal/calendar.ics";
export const PORTAL_SETTINGS = "/portal/settings";
