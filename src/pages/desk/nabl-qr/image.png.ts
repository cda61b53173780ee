import type { APIRoute } from "astro";
import { DESK_HEADERS } from "@/lib/desk/http";
import { responseBody } from "@/lib/platform/storage";
import { nablQrFiles, openNablQrPng } from "@/lib/reports/nablQr";

export const prerender = false;

/** One stored upload of NABL's QR code (a clean PNG the server wrote), by its SHA-256, streamed from the server's files. */
export const GET: APIRoute = async (context) => {
  const file = await openNablQrPng(
    nablQrFiles(),
    context.url.searchParams.get("sha")?.slice(0, 64) ?? "",
  );
  if (!file) return new Response("No such picture", { status: 404, headers: DESK_HEADERS });
  return new Response(responseBody(file), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "image/png",
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
};
