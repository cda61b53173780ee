import type { APIRoute } from "astro";
import { shareImagePng } from "@/lib/shareImage";

// The share card of every page (og:image, twitter:image), drawn from the site's facts.
export const prerender = false;

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await shareImagePng()), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
