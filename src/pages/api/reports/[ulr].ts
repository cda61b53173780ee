import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, ulrParam } from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { reportByReference } from "@/lib/reports/register";

export const prerender = false;

/** The record, its status, its PDF versions and how often it was checked. */
export const GET: APIRoute = apiRoute(({ context, db }) => {
  const report = reportByReference(db, ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  return apiJson(200, reportJson(db, report));
});
