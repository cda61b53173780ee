import { defineMiddleware } from "astro:middleware";
import { withImagePreload } from "@/lib/imagePreload";

/**
 * Pages (prerendered at build time, or rendered per request) get a preload hint
 * for their first screen's picture in <head>; see lib/imagePreload.ts.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
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
