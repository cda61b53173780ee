import type { APIRoute } from "astro";
import { inbox } from "@/lib/leads/inbox/handlers";

// The built-in lead inbox, endpoint of @emailjs/browser's send (JSON body).
export const prerender = false;

export const POST: APIRoute = ({ request }) => inbox().send(request);
