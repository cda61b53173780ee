import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, jsonBody, ulrParam } from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { supersedeReport } from "@/lib/reports/register";

export const prerender = false;

/**
 * Marks an issued report as replaced by a newer one: { "by": "<ULR>" }. Only a
 * token scoped to issue (an issued report is the lab's word to the world).
 */
export const POST: APIRoute = apiRoute(async ({ context, who, scope }) => {
  if (scope !== "issue") throw new ApiError(lims.api.issuedScope, 403);
  const { by } = await jsonBody(context.request);
  if (typeof by !== "string" || !by.trim()) throw new ApiError(lims.api.by, 400);
  return apiJson(200, await reportJson(await supersedeReport(ulrParam(context), by, who)));
});
