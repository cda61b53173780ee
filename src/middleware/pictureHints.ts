import { defineMiddleware } from "astro:middleware";
import { withImagePreload } from "@/lib/imagePreload";
import { isApiPath } from "./paths";

/**
 * A page rendered per request gets a preload hint for its first screen's
 * picture in <head> (lib/imagePreload.ts); the last step, so the page cache keeps pages with it.
 */
export const pictureHints = defineMiddleware(async (context, next) => {
  if (isApiPath(context.url.pathname)) return next();
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
