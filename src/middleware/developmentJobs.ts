import { defineMiddleware } from "astro:middleware";
import { startBackgroundWork } from "@/lib/server/background";

/**
 * The built server starts its jobs once it listens (scripts/serve.mjs);
 * `astro dev` has no such start, so its first request starts them.
 */
export const developmentJobs = defineMiddleware((_context, next) => {
  if (import.meta.env.DEV) startBackgroundWork();
  return next();
});
