import { isDeskPath } from "@/lib/desk/access";
import { PRIVATE_KEY_PAGES } from "@/lib/http/privatePage";
import { isPortalPath } from "@/lib/portal/http";
import { isVerifyPath } from "@/lib/reports/server";

export const isApiPath = (pathname: string) => pathname.startsWith("/api/");

/**
 * Pages with steps of their own (the desk, the portal, verification, pages with a private key):
 * never kept by the page cache.
 */
export const hasOwnStep = (pathname: string) =>
  isApiPath(pathname) ||
  isDeskPath(pathname) ||
  isPortalPath(pathname) ||
  isVerifyPath(pathname) ||
  PRIVATE_KEY_PAGES.includes(pathname);
