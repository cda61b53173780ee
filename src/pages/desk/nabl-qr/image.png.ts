import type { APIRoute } from "astro";
import { DESK_HEADERS } from "@/lib/desk/http";
import { nablQrDir, nablQrPng } from "@/lib/reports/nablQr";

export const prerender = false;

/** One stored upload of NABL's QR code (a clean PNG the server wrote), by its SHA-256. */
export const GET: APIRoute = (context) => {
  const png = nablQrPng(nablQrDir(), context.url.searchParams.get("sha")?.slice(0, 64) ?? "");
  if (!png) return new Response("No such picture", { status: 404, headers: DESK_HEADERS });
  return new Response(new Uint8Array(png), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "image/png",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
};
