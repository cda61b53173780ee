import type { APIRoute } from "astro";
import { serverDatabase } from "@/lib/db/server";
import { textResponse } from "@/lib/http/responses";
import { pdfVersions, readPdf, referenceFileStem, reportByToken } from "@/lib/reports/register";
import { allowLookup, reportFilesDir } from "@/lib/reports/server";
import { isVerifyToken } from "@/lib/reports/tokens";

export const prerender = false;

/** The authentic PDF (latest version) of the report this QR token names: the "reproduce" NABL asks for. */
export const GET: APIRoute = ({ params, ...context }) => {
  if (!allowLookup(context)) return textResponse(429, "Too many checks; wait a minute.");
  const token = params.token ?? "";
  const db = serverDatabase();
  const report = isVerifyToken(token) ? reportByToken(db, token) : undefined;
  const pdf = report && pdfVersions(db, report.id)[0];
  if (!report || !pdf) return textResponse(404, "No such report PDF.");
  return new Response(new Uint8Array(readPdf(reportFilesDir(), pdf.sha256)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${referenceFileStem(report)}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
};
