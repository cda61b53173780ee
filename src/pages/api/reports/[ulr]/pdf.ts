import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { readBodyLimited } from "@/lib/http/body";
import { ApiError, apiJson, apiRoute, ulrParam } from "@/lib/reports/api";
import { checkReportPdf } from "@/lib/reports/pdf";
import { LIMS_WORK } from "@/lib/workers/pool";
import { attachPdf, MAX_REPORT_PDF_BYTES, reportByReference } from "@/lib/reports/register";
import { reportFilesDir } from "@/lib/reports/server";

export const prerender = false;

/** Attaches the report's PDF (201, version 1) or a new version of it (200). */
export const PUT: APIRoute = apiRoute(async ({ context, db, who }) => {
  const report = reportByReference(db, ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  if (!/^application\/pdf\b/i.test(context.request.headers.get("content-type") ?? ""))
    throw new ApiError(lims.api.notPdf, 415);
  const body = await readBodyLimited(context.request, MAX_REPORT_PDF_BYTES);
  if (!body.ok)
    throw body.reason === "too-large"
      ? new ApiError(lims.api.tooLarge, 413)
      : new ApiError(lims.api.unreadable, 400);
  await checkReportPdf(body.bytes, LIMS_WORK);
  const { version, sha256 } = attachPdf(db, reportFilesDir(), report.reference, body.bytes, who);
  return apiJson(version === 1 ? 201 : 200, { version, sha256 });
});
