import type { APIRoute } from "astro";
import { serverDatabase, serverDatabasePath } from "@/lib/db/server";
import { textResponse } from "@/lib/http/responses";
import { isReady, readiness } from "@/lib/server/readiness";

// Readiness for a load balancer or uptime monitor (lib/server/readiness.ts): "ok" (200) or
// "not ok" (503), nothing more; an administrator's start page shows which check failed.
export const prerender = false;

export const GET: APIRoute = async () => {
  const ready = isReady(await readiness(serverDatabase(), serverDatabasePath()));
  return textResponse(ready ? 200 : 503, ready ? "ok" : "not ok");
};
