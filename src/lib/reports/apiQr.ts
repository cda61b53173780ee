import type { APIContext } from "astro";
import { lims } from "@/content/reports";
import { API_SECURITY_POLICY } from "@/lib/http/responses";
import { ApiError, ulrParam } from "./api";
import { qrPng, qrSvg } from "./qr";
import { referenceFileStem, reportByReference } from "./register";
import { verifyUrl } from "./server";

/** A report's QR code (its verification link) for an API client, as SVG or PNG. */
export async function qrImage(context: APIContext, format: "svg" | "png") {
  const report = await reportByReference(ulrParam(context));
  if (!report) throw new ApiError(lims.api.notFound, 404);
  const url = verifyUrl(report.token);
  const body = format === "svg" ? await qrSvg(url) : new Uint8Array(await qrPng(url));
  return new Response(body, {
    headers: {
      "Content-Type": format === "svg" ? "image/svg+xml" : "image/png",
      "Content-Disposition": `attachment; filename="${referenceFileStem(report)}.${format}"`,
      "Cache-Control": "no-store",
      "Content-Security-Policy": API_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
