import type { APIRoute } from "astro";
import { serverEnv } from "@/lib/env/server";
import { sharedLeadStore } from "@/lib/leads/inbox/store";
import { leadNotifications } from "@/lib/leads/notify/service";
import { startDailyPurge } from "@/lib/leads/retention";
import { textResponse } from "@/lib/leads/inbox/handlers";

// Answers "ok" and starts the server's background work, once: lead
// notifications (pending ones left by a restart are delivered now) and the
// daily retention purge. scripts/serve.mjs calls it once it listens; a monitor
// may call it too.
export const prerender = false;

let purging = false;

export const GET: APIRoute = () => {
  leadNotifications();
  if (!purging) {
    purging = true;
    startDailyPurge(() => sharedLeadStore(serverEnv.LEADS_DB_PATH));
  }
  return textResponse(200, "ok");
};
