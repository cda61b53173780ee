import { buildBrochure as layOutBrochure } from "@/lib/brochure/buildBrochure";
import { readZip, type ZipBudget } from "@/lib/intake/zip";

/**
 * The untrusted-work pool's worker thread (lib/workers/pool): each export is
 * a task the server may run here, by name, with one serialisable argument.
 * The build writes this module as dist/server/untrusted-worker.mjs
 * (src/integrations/background-work.mjs).
 */
export { inspectDocument } from "@/lib/intake/documents";
export { renderArticle } from "@/lib/articles/renderArticle";
export { stampReport } from "@/lib/reports/stampPdf";
export { sealReport } from "@/lib/reports/sealPdf";
export { encodeNablQr } from "@/lib/reports/nablQrImage";
export { qrBundle } from "@/lib/reports/qrBundle";

export const unzipReportPdfs = ({ bytes, budget }: { bytes: Uint8Array; budget: ZipBudget }) =>
  readZip(bytes, budget);
export { encodePhoto } from "@/lib/photos/variants";
export { planScopeImport } from "@/lib/scope/planImport";
export { buildRequestPdf } from "@/lib/request/pdf";
export const buildBrochure = ({
  certificates,
  rows,
}: {
  certificates: Parameters<typeof layOutBrochure>[0];
  rows: Parameters<typeof layOutBrochure>[1];
}) => layOutBrochure(certificates, rows);

/** The readiness answer's check that a thread answers at all (lib/server/readiness.ts). */
export const ping = () => "pong";
export { buildQuotationPdf } from "@/lib/quotation/pdf";
