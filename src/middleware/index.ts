import { defineMiddleware } from "astro:middleware";
import { todayInKolkata } from "@/lib/clock";
import { isDeskPath } from "@/lib/desk/access";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { deskGate } from "@/lib/desk/gate";
import { createPageCache } from "@/lib/http/pageCache";
import { withImagePreload } from "@/lib/imagePreload";
import { isSiteLink } from "@/lib/routes/keptQueries";
import { serverSiteLookups } from "@/lib/routes/siteLookups";
import { isVerifyPath, VERIFY_BODY_LIMIT, VERIFY_HEADERS } from "@/lib/reports/server";
import { textResponse, withHeaders } from "@/lib/http/responses";
import { answerQrScan, isQrScanPath } from "./qrScanPage";

/**
 * The built server keeps the day's rendering of a public page (lib/http/pageCache.ts), with a
 * query only for the site's own links (lib/routes/keptQueries.ts); the dev server redraws every time.
 */
const pageCache = import.meta.env.PROD
  ? createPageCache({ keepsQuery: (url) => isSiteLink(url, serverSiteLookups) })
  : undefined;

/**
 * Pages (rendered per request) get a preload hint for their first screen's
 * picture in <head>; see lib/imagePreload.ts. API routes are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // API answers pass untouched: their bodies stream to the route's own limits.
  if (context.url.pathname.startsWith("/api/")) return next();
  const render = async (rewrite?: string) => {
    const response = await (rewrite ? next(rewrite) : next());
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(withImagePreload(await response.text()), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
  if (isDeskPath(context.url.pathname)) return deskGate(context, render);
  if (isVerifyPath(context.url.pathname)) {
    // The server reads bodies up to the bulk import's 200 MB; the lookup form is two short fields.
    if (
      context.request.method === "POST" &&
      (await bodyTooLarge(context.request, VERIFY_BODY_LIMIT))
    )
      return textResponse(413, "");
    const response = isQrScanPath(context.url.pathname)
      ? await answerQrScan(context, render)
      : await render();
    return withHeaders(response, VERIFY_HEADERS);
  }
  if (!pageCache) return render();
  return pageCache.serve(
    {
      method: context.request.method,
      url: context.url,
      acceptEncoding: context.request.headers.get("accept-encoding"),
    },
    todayInKolkata(),
    render,
  );
});
