import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import {
  ApiError,
  apiJson,
  apiRoute,
  jsonBody,
  readReportForm,
  ulrParam,
  type ApiCall,
} from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { checkReportPdf } from "@/lib/reports/pdf";
import { amendPdfSealed } from "@/lib/reports/pdfAmendment";
import { reportByReference, type Report } from "@/lib/reports/register";
import { AMENDABLE_FIELDS, editAwaitingReport } from "@/lib/reports/review";
import { reportFiles } from "@/lib/reports/server";
import { LIMS_WORK } from "@/lib/workers/pool";

export const prerender = false;

/** The record, its status, amendments, PDF versions and how often it was checked. */
export const GET: APIRoute = apiRoute(async ({ context }) => {
  const report = await reportByReference(ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  return apiJson(200, await reportJson(report));
});

const isAmendable = (name: string) => (AMENDABLE_FIELDS as readonly string[]).includes(name);

/** The amendable fields among the sent ones; an ApiError names any other (beyond `also`). */
function changedFields(sent: [string, unknown][], also: readonly string[]) {
  const unknown = sent.map(([k]) => k).filter((k) => !also.includes(k) && !isAmendable(k));
  if (unknown.length || sent.some(([, v]) => typeof v !== "string"))
    throw new ApiError(`${lims.api.fields} ${unknown.join(", ")}`.trim(), 400);
  return Object.fromEntries(sent.filter(([k]) => isAmendable(k))) as Record<string, string>;
}

/**
 * Corrects the details: freely while the report awaits authorisation (JSON);
 * once issued, as an amendment by a token scoped to issue only, with the
 * corrected PDF in the same request (multipart: the changed fields, `reason`,
 * `signatory`, optionally `designation`, and the part `pdf`), sealed and
 * recorded as one amendment, as on the desk.
 */
export const PATCH: APIRoute = apiRoute(async (call) => {
  const report = await reportByReference(ulrParam(call.context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  if (report.status === "issued") return amendIssued(call, report);
  const body = await jsonBody(call.context.request);
  await editAwaitingReport(
    report.reference,
    changedFields(Object.entries(body), ["reason"]),
    call.who,
  );
  return apiJson(200, await reportJson((await reportByReference(report.reference))!));
});

async function amendIssued({ context, who, scope }: ApiCall, report: Report) {
  if (scope !== "issue") throw new ApiError(lims.api.amendScope, 403);
  const type = context.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError(lims.api.amendNeedsPdf, 400);
  const body = await readReportForm(context.request, type);
  if (!body.file) throw new ApiError(lims.api.amendNeedsPdf, 400);
  const sent = new Map(body.fields);
  const details = changedFields([...sent], ["reason", "signatory", "designation"]);
  const signatory = (sent.get("signatory") ?? "").trim();
  if (!signatory) throw new ApiError(lims.api.amendSignatory, 400);
  await checkReportPdf(body.file.bytes, LIMS_WORK);
  await amendPdfSealed(
    reportFiles(),
    report.reference,
    body.file.bytes,
    {
      by: who,
      signer: { name: signatory, designation: sent.get("designation") ?? "" },
      reason: sent.get("reason") ?? "",
      details,
    },
    LIMS_WORK,
  );
  return apiJson(200, await reportJson((await reportByReference(report.reference))!));
}
