import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, readReportForm } from "@/lib/reports/api";
import { createdJson } from "@/lib/reports/apiView";
import { checkReportPdf } from "@/lib/reports/pdf";
import { LIMS_WORK } from "@/lib/workers/pool";
import { createReport, pdfVersions, sealForNewReport } from "@/lib/reports/register";
import { sealForIssue } from "@/lib/reports/seal";
import { reportFormFields } from "@/lib/reports/reportFields";
import { reportFiles } from "@/lib/reports/server";

export const prerender = false;

/**
 * A new report from the LIMS (multipart fields as the desk's form, and its PDF: optional for a
 * token scoped to register, required for one scoped to issue, since a report is authorised only
 * with its final PDF).
 */
export const POST: APIRoute = apiRoute(async ({ context, who, scope }) => {
  const type = context.request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    throw new ApiError(lims.api.notForm, 415);
  const body = await readReportForm(context.request, type);
  const issues = scope === "issue";
  const input = reportFormFields(body.fields);
  // The fields (and the signatory a token scoped to issue names) first, then its final PDF.
  const sealFor = issues ? sealForNewReport(input) : undefined;
  if (issues && !body.file) throw new ApiError(lims.api.issueNeedsPdf, 400);
  // The PDF is checked before the record exists, so a refused PDF leaves nothing behind.
  if (body.file) await checkReportPdf(body.file.bytes, LIMS_WORK);
  // The PDF is stored with the record, before a token scoped to issue issues it: what is
  // issued is that file, sealed with the lab's certificate first (an issued report's PDF
  // changes only by an amendment).
  const pdf =
    body.file && sealFor
      ? await sealForIssue(body.file.bytes, sealFor, LIMS_WORK)
      : body.file && { bytes: body.file.bytes };
  const report = await createReport(input, {
    by: who,
    issues,
    ...(pdf ? { pdf: { files: reportFiles(), ...pdf } } : {}),
  });
  const stored = pdf ? (await pdfVersions(report.id))[0] : undefined;
  return apiJson(
    201,
    {
      ...createdJson(report),
      ...(stored ? { pdf: { version: stored.version, sha256: stored.sha256 } } : {}),
    },
    { Location: `/api/reports/${encodeURIComponent(report.reference)}` },
  );
});
