import type { APIRoute } from "astro";
import { serverDatabasePath } from "@/lib/db/server";
import { textResponse } from "@/lib/http/responses";
import { isReady, readiness, sharedReadiness } from "@/lib/server/readiness";

// Readiness for a load balancer or uptime monitor (lib/server/readiness.ts): "ok" (200) or
// "not ok" (503), nothing more; an administrator's start page shows which check failed.
export const prerender = false;

const ready = sharedReadiness(async () => isReady(await readiness(serverDatabasePath())));

export const GET: APIRoute = async () =>
  (await ready()) ? textResponse(200, "ok") : textResponse(503, "not ok");
