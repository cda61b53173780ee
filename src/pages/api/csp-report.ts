import type { APIRoute } from "astro";
import { readBodyLimited } from "@/lib/http/body";
import { createReportLog, parseCspReports } from "@/lib/security/cspReport";

// Browsers report Content-Security-Policy violations here (report-uri and report-to).
export const prerender = false;

const MAX_BYTES = 16 * 1024;
const logReports = createReportLog();

export const POST: APIRoute = async ({ request }) => {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(csp-report|reports\+json|json)\b/i.test(type))
    return new Response(null, { status: 415 });
  const body = await readBodyLimited(request, MAX_BYTES);
  if (!body.ok) return new Response(null, { status: body.reason === "too-large" ? 413 : 400 });
  logReports(parseCspReports(new TextDecoder().decode(body.bytes)));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
};
