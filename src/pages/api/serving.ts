import type { APIRoute } from "astro";
import { textResponse } from "@/lib/http/responses";
import { serving, sharedReadiness } from "@/lib/server/readiness";

// For a load balancer in front of several app servers (deploy/several-servers/Caddyfile):
// "ok" (200) while this server can serve, "not ok" (503) otherwise (lib/server/readiness.ts).
export const prerender = false;

const canServe = sharedReadiness(serving);

export const GET: APIRoute = async () =>
  (await canServe()) ? textResponse(200, "ok") : textResponse(503, "not ok");
