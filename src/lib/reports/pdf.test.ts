import { describe, expect, it } from "vitest";
import { makeDoc, makePdf } from "../../../tests/fixtures/documents";
import { checkReportPdf } from "./pdf";
import { MAX_REPORT_PDF_BYTES } from "./register";

describe("a report's PDF", () => {
  it("must be a PDF by its bytes, without JavaScript, within the size limit", () => {
    expect(() => checkReportPdf(makePdf("report"))).not.toThrow();
    expect(() => checkReportPdf(makeDoc())).toThrow("not a PDF");
    const withScript = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n",
    );
    expect(() => checkReportPdf(withScript)).toThrow("JavaScript");
    const big = new Uint8Array(MAX_REPORT_PDF_BYTES + 1);
    big.set(makePdf());
    expect(() => checkReportPdf(big)).toThrow(expect.objectContaining({ status: 413 }));
  });
});
