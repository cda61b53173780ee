import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, jsonBody, ulrParam } from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { withdrawReport } from "@/lib/reports/register";

export const prerender = false;

/** Withdraws an issued report: { "reason": "..." }. */
export const POST: APIRoute = apiRoute(async ({ context, db, who }) => {
  const { reason } = await jsonBody(context.request);
  if (typeof reason !== "string") throw new ApiError(lims.api.reason, 400);
  return apiJson(200, reportJson(db, withdrawReport(db, ulrParam(context), reason, who)));
});
