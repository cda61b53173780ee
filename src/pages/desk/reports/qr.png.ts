import { recordIdOf } from "@/lib/platform/convention/recordId";
import type { APIRoute } from "astro";
import { DESK_HEADERS } from "@/lib/desk/http";
import { attachmentHeaders } from "@/lib/reports/deskActions";
import { qrPng } from "@/lib/reports/qr";
import { displayReference, reportByReference } from "@/lib/reports/register";
import { verifyUrl } from "@/lib/reports/server";

export const prerender = false;

/** The report's QR code as a 600 dpi PNG, as a download. */
export const GET: APIRoute = async (context) => {
  const report = await reportByReference(recordIdOf(context.url, 40));
  if (!report) return new Response("No such report", { status: 404, headers: DESK_HEADERS });
  return new Response(new Uint8Array(await qrPng(verifyUrl(report.token))), {
    headers: attachmentHeaders("image/png", `${displayReference(report)}.png`),
  });
};
