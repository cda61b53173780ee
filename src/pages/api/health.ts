import type { APIRoute } from "astro";
import { textResponse } from "@/lib/http/responses";

// Answers "ok" while the server is up, for a monitor.
export const prerender = false;

export const GET: APIRoute = () => textResponse(200, "ok");
