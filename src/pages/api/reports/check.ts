import type { APIRoute } from "astro";
import { serverDatabase } from "@/lib/db/server";
import { API_SECURITY_POLICY } from "@/lib/http/responses";
import { pdfCheckAnswer } from "@/lib/reports/publicView";
import { allowLookup } from "@/lib/reports/server";

export const prerender = false;

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...extra,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": API_SECURITY_POLICY,
      "X-Robots-Tag": "noindex",
    },
  });

/** Is a PDF with this SHA-256 exactly a report the lab issued? (The browser hashed it; the file stays there.) */
export const GET: APIRoute = (context) => {
  const hash = (context.url.searchParams.get("sha256") ?? "").toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hash)) return json(400, { error: "sha256 must be 64 hex digits" });
  if (!allowLookup(context))
    return json(429, { error: "Too many checks; wait a minute" }, { "Retry-After": "60" });
  return json(200, pdfCheckAnswer(serverDatabase(), hash));
};
