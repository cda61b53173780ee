import { recordIdOf } from "@/lib/platform/convention/recordId";
import type { APIRoute } from "astro";
import { recordAudit } from "@/lib/platform/audit/store";
import { deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { attachmentHeaders } from "@/lib/reports/deskActions";
import { responseBody } from "@/lib/platform/storage";
import { displayReference, openPdf, pdfVersions, reportByReference } from "@/lib/reports/register";
import { reportFiles } from "@/lib/reports/server";

export const prerender = false;

/** One version of a report's PDF, as a download. */
export const GET: APIRoute = async (context) => {
  const report = await reportByReference(recordIdOf(context.url, 40));
  const wanted = Number(context.url.searchParams.get("version"));
  const version = report && (await pdfVersions(report.id)).find((v) => v.version === wanted);
  const file = report && version && (await openPdf(reportFiles(), version.sha256));
  if (!report || !version || !file)
    return new Response("No such PDF", { status: 404, headers: DESK_HEADERS });
  await recordAudit(
    deskUser(context).email,
    "report PDF downloaded",
    `${displayReference(report)} version ${version.version}`,
  );
  const headers = attachmentHeaders(
    "application/pdf",
    `${displayReference(report)}-v${version.version}.pdf`,
  );
  return new Response(responseBody(file), {
    headers: { ...headers, "Content-Length": String(file.size) },
  });
};
