import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { readBodyLimited } from "@/lib/http/body";
import { ApiError, apiJson, apiRoute, ulrParam } from "@/lib/reports/api";
import { checkReportPdf } from "@/lib/reports/pdf";
import { amendPdfSealed } from "@/lib/reports/pdfAmendment";
import { LIMS_WORK } from "@/lib/workers/pool";
import { attachPdf, MAX_REPORT_PDF_BYTES, reportByReference } from "@/lib/reports/register";
import { reportFiles } from "@/lib/reports/server";

export const prerender = false;

/**
 * Attaches the report's PDF (201, version 1) or a new version of it (200).
 * Before authorisation any token may; once issued, the PDF is part of what was
 * authorised, so only a token scoped to issue replaces it, naming the
 * signatory (?signatory=…, optionally &designation=…) and the reason
 * (&reason=…): an amendment, as the desk's signatories make.
 */
export const PUT: APIRoute = apiRoute(async ({ context, who, scope }) => {
  const report = await reportByReference(ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  const query = context.url.searchParams;
  const issued = report.status === "issued";
  if (issued && scope !== "issue") throw new ApiError(lims.api.pdfScope, 403);
  const signatory = (query.get("signatory") ?? "").trim();
  const reason = (query.get("reason") ?? "").trim();
  if (issued && !signatory) throw new ApiError(lims.api.pdfSignatory, 400);
  if (issued && !reason) throw new ApiError(lims.api.pdfReason, 400);
  if (!/^application\/pdf\b/i.test(context.request.headers.get("content-type") ?? ""))
    throw new ApiError(lims.api.notPdf, 415);
  const body = await readBodyLimited(context.request, MAX_REPORT_PDF_BYTES);
  if (!body.ok)
    throw body.reason === "too-large"
      ? new ApiError(lims.api.tooLarge, 413)
      : new ApiError(lims.api.unreadable, 400);
  await checkReportPdf(body.bytes, LIMS_WORK);
  const { version, sha256 } = issued
    ? // The new PDF is issued at once: sealed with the lab's certificate first.
      (
        await amendPdfSealed(
          reportFiles(),
          report.reference,
          body.bytes,
          {
            by: who,
            signer: { name: signatory, designation: query.get("designation") ?? "" },
            reason,
          },
          LIMS_WORK,
        )
      ).pdf
    : await attachPdf(reportFiles(), report.reference, body.bytes, who);
  return apiJson(version === 1 ? 201 : 200, { version, sha256 });
});
