import { defineMiddleware } from "astro:middleware";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { textResponse, withHeaders } from "@/lib/http/responses";
import { isVerifyPath, VERIFY_BODY_LIMIT, VERIFY_HEADERS } from "@/lib/reports/server";
import { answerQrScan, isQrScanPath } from "./qrScanPage";

/** Verification pages: a small body limit, the QR scan's own answer, and their headers. */
export const verifyChecks = defineMiddleware(async (context, next) => {
  if (!isVerifyPath(context.url.pathname)) return next();
  // The server reads bodies up to the bulk import's 200 MB; the lookup form is two short fields.
  if (context.request.method === "POST" && (await bodyTooLarge(context.request, VERIFY_BODY_LIMIT)))
    return textResponse(413, "");
  const response = isQrScanPath(context.url.pathname)
    ? await answerQrScan(context, () => next())
    : await next();
  return withHeaders(response, VERIFY_HEADERS);
});
