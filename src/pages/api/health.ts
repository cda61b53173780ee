import type { APIRoute } from "astro";
import { leadNotifications } from "@/lib/leads/notify/service";
import { textResponse } from "@/lib/leads/inbox/handlers";

// Answers "ok" and starts the server's background work: lead notifications
// (pending ones left by a restart are delivered now). scripts/serve.mjs calls
// it once it listens; a monitor may call it too.
export const prerender = false;

export const GET: APIRoute = () => {
  leadNotifications();
  return textResponse(200, "ok");
};
