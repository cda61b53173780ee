import { documentHazard, detectDocumentKind } from "@/lib/leads/inbox/sniff";
import { MAX_REPORT_PDF_BYTES, RegisterError } from "./register";

/**
 * A report's PDF is checked as the inbox checks a visitor's file: it must
 * really be a PDF (its bytes, not its name), carry no JavaScript, and fit the
 * size limit. Throws a RegisterError that says which (status 400 or 413).
 */
export function checkReportPdf(bytes: Uint8Array): void {
  if (bytes.length > MAX_REPORT_PDF_BYTES)
    throw new RegisterError(
      `A report's PDF may be up to ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB.`,
      413,
    );
  if (detectDocumentKind(bytes) !== "pdf") throw new RegisterError("This file is not a PDF.");
  if (documentHazard("pdf", bytes))
    throw new RegisterError(
      "This PDF contains JavaScript, which a report must not. Print it to a new PDF and try again.",
    );
}
