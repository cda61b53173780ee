import type { APIRoute } from "astro";
import { inbox } from "@/lib/server/inbox";
import { peerAddress } from "@/lib/http/client";

// The built-in lead inbox, endpoint of @emailjs/browser's send (JSON).
export const prerender = false;

export const POST: APIRoute = (context) => inbox().send(context.request, peerAddress(context));
