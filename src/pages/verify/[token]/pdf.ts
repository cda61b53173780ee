import type { APIRoute } from "astro";
import { textResponse } from "@/lib/http/responses";
import {
  everAuthorised,
  pdfVersions,
  openPdf,
  referenceFileStem,
  reportByToken,
} from "@/lib/reports/register";
import { lookupGate, reportFiles } from "@/lib/reports/server";
import { isVerifyToken } from "@/lib/reports/tokens";
import { responseBody } from "@/lib/platform/storage";

export const prerender = false;

/**
 * The authentic PDF (latest version) of the report this QR token names: the
 * "reproduce" NABL asks for. A token is a guess until found (a miss or a
 * proven view, lib/reports/server.ts); a report never authorised (awaiting, or
 * withdrawn before it was) has no public PDF.
 */
export const GET: APIRoute = async ({ params, ...context }) => {
  const gate = await lookupGate(context);
  if (!gate) {
    const refused = textResponse(429, "Too many checks; wait a minute.");
    refused.headers.set("Retry-After", "60");
    return refused;
  }
  const token = params.token ?? "";
  const report = isVerifyToken(token) ? await reportByToken(token) : undefined;
  if (report) await gate.proven();
  else await gate.miss();
  const pdf = report && everAuthorised(report) && (await pdfVersions(report.id))[0];
  const file = report && pdf && (await openPdf(reportFiles(), pdf.sha256));
  if (!report || !file) return textResponse(404, "No such report PDF.");
  return new Response(responseBody(file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${referenceFileStem(report)}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
};
