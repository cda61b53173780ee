// @vitest-environment node
import { PDFDocument, degrees } from "@cantoo/pdf-lib";
import { Util, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { manyPagesPdf, noXrefPdf, selfParentPdf } from "../../../scripts/bench/hostileFiles";
import { makeA4Pdf, qrCodesOnFirstPage } from "../../../tests/fixtures/pdfQr";
import { RegisterError } from "./register";
import { stampQr } from "./stamp";
import { MAX_STAMP_PAGES } from "./stampPdf";

afterAll(closeUntrustedPool);

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

  it.each([0, 90, 180, 270])(
    "on a page turned %i degrees the stamp is upright at the bottom right as the page is seen",
    async (angle) => {
      const template = await PDFDocument.load(await makeA4Pdf());
      template.getPages()[0]!.setRotation(degrees(angle));
      const stamped = await stampQr(await template.save(), URL, "ABCD2345");
      expect(await qrCodesOnFirstPage(stamped)).toEqual([URL]);
      const doc = await getDocument({
        data: new Uint8Array(stamped),
        standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
      }).promise;
      const page = await doc.getPage(1);
      const viewport = page.getViewport({ scale: 1 });
      const link = (await page.getTextContent()).items.find(
        (item) => "str" in item && item.str === URL,
      );
      // Where the reader sees the link (x from the left, y from the top) and which way it runs.
      const [a, b, , , x, y] = Util.transform(
        viewport.transform,
        (link as { transform: number[] }).transform,
      );
      expect(a).toBeGreaterThan(0);
      expect(Math.abs(b)).toBeLessThan(1e-6);
      expect(x).toBeGreaterThan(viewport.width / 2);
      expect(y).toBeGreaterThan(viewport.height * 0.85);
    },
  );

  it("refuses a file that is not a readable PDF, in words", async () => {
    const broken = new TextEncoder().encode("%PDF-1.4\nnot really\n%%EOF\n");
    await expect(stampQr(broken, URL, "ABCD2345")).rejects.toThrow(RegisterError);
    await expect(stampQr(broken, URL, "ABCD2345")).rejects.toThrow(
      registerDesk.view.errors.unreadable,
    );
  });

  it("refuses a page that is its own parent, 100,000 pages and 18 MB without a cross-reference, in words (finding 6)", async () => {
    await expect(stampQr(selfParentPdf(), URL, "ABCD2345")).rejects.toMatchObject({
      message: registerDesk.view.errors.unreadable,
      status: 400,
    });
    await expect(stampQr(manyPagesPdf(100_000), URL, "ABCD2345")).rejects.toMatchObject({
      message: registerDesk.view.errors.tooManyPages(MAX_STAMP_PAGES),
    });
    await expect(stampQr(noXrefPdf(18 * 1024 * 1024), URL, "ABCD2345")).rejects.toBeInstanceOf(
      RegisterError,
    );
  }, 30_000);
});
