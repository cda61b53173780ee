// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { documentRefusals } from "@/content/fileChecks";
import { closeUntrustedPool, LIMS_WORK } from "@/lib/workers/pool";
import { makeDoc, makePdf } from "../../../tests/fixtures/documents";
import { activeReportPdf, hiddenScriptPdf, plainPdf } from "../../../scripts/bench/hostileFiles";
import { scriptsPdfJsFinds } from "../../../tests/fixtures/pdfOracle";
import { checkReportPdf } from "./pdf";
import { MAX_REPORT_PDF_BYTES } from "./register";

afterAll(closeUntrustedPool);

describe("a report's PDF", () => {
  it("must be a PDF by its bytes, without JavaScript, within the size limit", async () => {
    await expect(checkReportPdf(makePdf("report"), LIMS_WORK)).resolves.toBeUndefined();
    await expect(checkReportPdf(await plainPdf(3), LIMS_WORK)).resolves.toBeUndefined();
    await expect(checkReportPdf(makeDoc(), LIMS_WORK)).rejects.toThrow("not a PDF");
    const withScript = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n",
    );
    await expect(checkReportPdf(withScript, LIMS_WORK)).rejects.toThrow("JavaScript");
    const big = new Uint8Array(MAX_REPORT_PDF_BYTES + 1);
    big.set(makePdf());
    await expect(checkReportPdf(big, LIMS_WORK)).rejects.toMatchObject({ status: 413 });
  });

  it("refuses JavaScript that only a parser finds (an object stream after another, ASCIIHex)", async () => {
    for (const how of ["after-another-stream", "ascii-hex"] as const) {
      const pdf = hiddenScriptPdf(how);
      expect(await scriptsPdfJsFinds(pdf)).not.toEqual([]);
      await expect(checkReportPdf(pdf, LIMS_WORK)).rejects.toMatchObject({
        message: documentRefusals.javascript,
        status: 400,
      });
    }
  });

  it("refuses an attached program, a /Launch and a web-address opening action (served to the public)", async () => {
    for (const how of ["embedded-exe", "launch", "uri"] as const)
      await expect(checkReportPdf(await activeReportPdf(how), LIMS_WORK)).rejects.toMatchObject({
        message: documentRefusals.active,
      });
  });
});
