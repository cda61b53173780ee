import { defineMiddleware } from "astro:middleware";
import { todayInKolkata } from "@/lib/clock";
import { createPageCache } from "@/lib/http/pageCache";
import { isSiteLink } from "@/lib/routes/keptQueries";
import { serverSiteLookups } from "@/lib/routes/siteLookups";
import { hasOwnStep } from "./paths";

/**
 * The built server keeps the day's rendering of a public page (lib/http/pageCache.ts), with a
 * query only for the site's own links (lib/routes/keptQueries.ts); the dev server redraws every time.
 */
const pageCache = import.meta.env.PROD
  ? createPageCache({ keepsQuery: (url) => isSiteLink(url, serverSiteLookups) })
  : undefined;

export const dailyPageCache = defineMiddleware((context, next) => {
  if (!pageCache || hasOwnStep(context.url.pathname)) return next();
  return pageCache.serve(
    {
      method: context.request.method,
      url: context.url,
      acceptEncoding: context.request.headers.get("accept-encoding"),
    },
    todayInKolkata(),
    () => next(),
  );
});
