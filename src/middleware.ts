import { defineMiddleware } from "astro:middleware";
import { withImagePreload } from "@/lib/imagePreload";

/**
 * Pages (prerendered at build time, or rendered per request) get a preload hint
 * for their first screen's picture in <head>; see lib/imagePreload.ts.
 * API routes are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // API answers pass untouched: their bodies stream to the route's own limits.
  if (context.url.pathname.startsWith("/api/")) return next();
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(withImagePreload(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
