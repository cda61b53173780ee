import { recordIdOf } from "@/lib/platform/convention/recordId";
import type { APIRoute } from "astro";
import { recordAudit } from "@/lib/platform/audit/store";
import { deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { attachmentHeaders } from "@/lib/reports/deskActions";
import { displayReference, pdfVersions, readPdf, reportByReference } from "@/lib/reports/register";
import { reportFilesDir } from "@/lib/reports/server";

export const prerender = false;

/** One version of a report's PDF, as a download. */
export const GET: APIRoute = async (context) => {
  const report = await reportByReference(recordIdOf(context.url, 40));
  const wanted = Number(context.url.searchParams.get("version"));
  const version = report && (await pdfVersions(report.id)).find((v) => v.version === wanted);
  if (!report || !version)
    return new Response("No such PDF", { status: 404, headers: DESK_HEADERS });
  await recordAudit(
    deskUser(context).email,
    "report PDF downloaded",
    `${displayReference(report)} version ${version.version}`,
  );
  return new Response(new Uint8Array(readPdf(reportFilesDir(), version.sha256)), {
    headers: attachmentHeaders(
      "application/pdf",
      `${displayReference(report)}-v${version.version}.pdf`,
    ),
  });
};
