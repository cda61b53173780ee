import type { APIRoute } from "astro";
import { verify } from "@/content/reports";
import { API_SECURITY_POLICY } from "@/lib/http/responses";
import { pdfCheckAnswer } from "@/lib/reports/publicView";
import { lookupGate } from "@/lib/reports/server";

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

/**
 * Is a PDF with this SHA-256 exactly a report the lab issued, and where does
 * that report stand? (The browser hashed it; the file stays there.) The answer
 * carries its verdict (the tone to show) and its words (lib/reports/publicView.ts).
 * No match is a miss against the client's limit; a file found is a proven view.
 */
export const GET: APIRoute = async (context) => {
  const hash = (context.url.searchParams.get("sha256") ?? "").toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hash)) return json(400, { error: "sha256 must be 64 hex digits" });
  const gate = await lookupGate(context);
  if (!gate) return json(429, { error: verify.check.tooMany }, { "Retry-After": "60" });
  const answer = await pdfCheckAnswer(hash);
  if (answer.verdict === "missing") await gate.miss();
  else await gate.proven();
  return json(200, answer);
};
