import { serverEnv } from "@/lib/env/server";
import { pdfVersions, type Report } from "./register";
import { amendmentsOf } from "./store";
import { verifyUrl } from "./server";

/** Where an API client fetches a report's QR code (with its token). */
export const qrUrls = (ulr: string) => ({
  svg: new URL(`/api/reports/${encodeURIComponent(ulr)}/qr.svg`, serverEnv.SITE_URL).href,
  png: new URL(`/api/reports/${encodeURIComponent(ulr)}/qr.png`, serverEnv.SITE_URL).href,
});

/** What POST /api/reports answers: enough for the LIMS to print the QR and the code. */
export const createdJson = (report: Report) => ({
  reference: report.reference,
  ulr: report.ulr,
  accredited: report.accredited,
  status: report.status,
  verifyUrl: verifyUrl(report.token),
  code: report.code,
  qr: qrUrls(report.reference),
});

/** GET /api/reports/{ulr}: the record, its status, its PDF versions and how often it was checked. */
export async function reportJson(report: Report) {
  const { id, token, ...fields } = report;
  return {
    ...fields,
    verifyUrl: verifyUrl(token),
    qr: qrUrls(report.reference),
    amendments: await amendmentsOf(id),
    versions: await pdfVersions(id),
  };
}
