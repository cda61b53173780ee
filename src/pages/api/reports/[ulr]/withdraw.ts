import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, jsonBody, ulrParam } from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { everAuthorised, reportByReference, withdrawReport } from "@/lib/reports/register";

export const prerender = false;

/**
 * Withdraws a report: { "reason": "..." }. A report once authorised is the
 * lab's word to the world: only a token scoped to issue withdraws it (a token
 * that registers may withdraw a report still awaiting authorisation).
 */
export const POST: APIRoute = apiRoute(async ({ context, who, scope }) => {
  const report = await reportByReference(ulrParam(context));
  if (report && everAuthorised(report) && scope !== "issue")
    throw new ApiError(lims.api.issuedScope, 403);
  const { reason } = await jsonBody(context.request);
  if (typeof reason !== "string") throw new ApiError(lims.api.reason, 400);
  return apiJson(200, await reportJson(await withdrawReport(ulrParam(context), reason, who)));
});
