import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { ApiError, apiJson, apiRoute, jsonBody, ulrParam } from "@/lib/reports/api";
import { reportJson } from "@/lib/reports/apiView";
import { reportByReference } from "@/lib/reports/register";
import { AMENDABLE_FIELDS, amendReport, editAwaitingReport } from "@/lib/reports/review";

export const prerender = false;

/** The record, its status, amendments, PDF versions and how often it was checked. */
export const GET: APIRoute = apiRoute(({ context, db }) => {
  const report = reportByReference(db, ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  return apiJson(200, reportJson(db, report));
});

/**
 * Corrects the details: freely while the report awaits authorisation; once
 * issued, as an amendment with a `reason`, by a token scoped to issue only.
 */
export const PATCH: APIRoute = apiRoute(async ({ context, db, who, scope }) => {
  const report = reportByReference(db, ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  const body = await jsonBody(context.request);
  const unknown = Object.keys(body).filter(
    (k) => k !== "reason" && !(AMENDABLE_FIELDS as readonly string[]).includes(k),
  );
  if (unknown.length || Object.values(body).some((v) => typeof v !== "string"))
    throw new ApiError(`${lims.api.fields} ${unknown.join(", ")}`.trim(), 400);
  const fields = Object.fromEntries(
    AMENDABLE_FIELDS.filter((f) => f in body).map((f) => [f, body[f] as string]),
  );
  if (report.status === "issued") {
    if (scope !== "issue") throw new ApiError(lims.api.amendScope, 403);
    amendReport(db, report.reference, fields, String(body.reason ?? ""), who);
  } else editAwaitingReport(db, report.reference, fields, who);
  return apiJson(200, reportJson(db, reportByReference(db, report.reference)!));
});
