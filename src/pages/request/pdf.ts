import type { APIRoute } from "astro";
import { textResponse } from "@/lib/http/responses";
import { requestPdfByKey } from "@/lib/request/links";

export const prerender = false;

/** A test request's PDF for its customer: the reference and its key, or 404 alike. */
export const GET: APIRoute = async ({ url }) => {
  const pdf = await requestPdfByKey(url.searchParams.get("ref"), url.searchParams.get("key"));
  if (!pdf) return textResponse(404, "Not found");
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
};
