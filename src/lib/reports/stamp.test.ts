// @vitest-environment node
import { PDFDocument } from "@cantoo/pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { makeA4Pdf, qrCodesOnFirstPage } from "../../../tests/fixtures/pdfQr";
import { RegisterError } from "./register";
import { stampQr } from "./stamp";

const URL = "https://www.malwaelectrotest.in/verify/AbCdEfGhIjKlMnOpQrStUvWx";

async function firstPageText(pdf: Uint8Array) {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
  }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
}

describe("stamping the QR onto a draft PDF", () => {
  it("draws a QR on page 1 that decodes to the verification address, and keeps the pages", async () => {
    const draft = await makeA4Pdf();
    expect(await qrCodesOnFirstPage(draft)).toEqual([]);
    const stamped = await stampQr(draft, URL, "ABCD2345");
    expect(await qrCodesOnFirstPage(stamped)).toEqual([URL]);
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPages()[0]!.getSize()).toEqual({ width: 595.28, height: 841.89 });
    // For a reader without a camera: the link and the code, as text beside the QR.
    const text = await firstPageText(stamped);
    expect(text).toContain(URL);
    expect(text).toContain(registerDesk.stamp.code("ABCD2345"));
  });

  it("refuses a file that is not a readable PDF, in words", async () => {
    const broken = new TextEncoder().encode("%PDF-1.4\nnot really\n%%EOF\n");
    await expect(stampQr(broken, URL, "ABCD2345")).rejects.toThrow(RegisterError);
    await expect(stampQr(broken, URL, "ABCD2345")).rejects.toThrow(
      registerDesk.view.errors.unreadable,
    );
  });
});
