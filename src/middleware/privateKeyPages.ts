import { defineMiddleware } from "astro:middleware";
import { PRIVATE_KEY_PAGES, PRIVATE_PAGE_HEADERS } from "@/lib/http/privatePage";
import { withHeaders } from "@/lib/http/responses";

/** Pages whose address carries a private key: never stored, indexed or passed on (lib/http/privatePage.ts). */
export const privateKeyPages = defineMiddleware(async (context, next) =>
  PRIVATE_KEY_PAGES.includes(context.url.pathname)
    ? withHeaders(await next(), PRIVATE_PAGE_HEADERS)
    : next(),
);
