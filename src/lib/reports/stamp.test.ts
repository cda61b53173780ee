// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, degrees } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { serverEnv } from "@/lib/env/server";
import { diskFileStore, within } from "@/lib/platform/storage";
import { closeUntrustedPool, setUntrustedTimeScaleForTests } from "@/lib/workers/pool";
import { manyPagesPdf, noXrefPdf, selfParentPdf } from "../../../scripts/bench/hostileFiles";
import { NABL_TEST_URL, nablQrPicture } from "../../../tests/fixtures/nablQr";
import { firstPageLayout, type SeenBox } from "../../../tests/fixtures/pdfOracle";
import { makeA4Pdf, qrCodesOnFirstPage } from "../../../tests/fixtures/pdfQr";
import { uploadNablQr as uploadNablQrIn } from "./nablQr";
import { RegisterError } from "./register";
import { verifyUrl } from "./server";
import { stampQr, type StampedReport } from "./stamp";
import { MAX_STAMP_PAGES } from "./stampPdf";
import { onDb } from "../../../tests/fixtures/onDb";

const uploadNablQr = onDb(uploadNablQrIn);

const root = mkdtempSync(join(tmpdir(), "stamp-"));
/** A data folder with NABL's QR uploaded, and one without. */
const withNabl = within(diskFileStore(join(root, "with")), "nabl-qr");
const withoutNabl = within(diskFileStore(join(root, "without")), "nabl-qr");
beforeAll(async () => {
  const db = openDatabase(join(root, "leads.sqlite"));
  await uploadNablQr(db, withNabl, await nablQrPicture(), "admin@lab.example");
  db.close();
});
afterAll(async () => {
  await closeUntrustedPool();
  rmSync(root, { recursive: true, force: true });
});

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const accredited: StampedReport = {
  accredited: true,
  reference: "TC114822600000042F",
  reportNumber: "MET/TR/2026/42",
  token: TOKEN,
  code: "ABCD2345",
};
const outside: StampedReport = {
  accredited: false,
  reference: "MET/TR/2026/43",
  reportNumber: "MET/TR/2026/43",
  token: "ZyXwVuTsRqPoNmLkJiHgFeDc",
  code: "WXYZ6789",
};
const LAB_URL = verifyUrl(TOKEN);
const host = new URL(serverEnv.SITE_URL).host;
const MM = 72 / 25.4;
const mm = (points: number) => points / MM;
const side = (box: SeenBox) => mm(Math.min(box.right - box.left, box.bottom - box.top));

describe("stamping the QR codes onto a draft PDF", () => {
  it("an accredited report: NABL's QR and the lab's, side by side at the bottom right, with the address, ULR and code in words", async () => {
    const draft = await makeA4Pdf();
    expect(await qrCodesOnFirstPage(draft)).toEqual([]);
    const stamped = await stampQr(draft, accredited, withNabl);
    expect((await qrCodesOnFirstPage(stamped)).sort()).toEqual([LAB_URL, NABL_TEST_URL].sort());
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPages()[0]!.getSize()).toEqual({ width: 595.28, height: 841.89 });

    const page = await firstPageLayout(stamped);
    expect(page.images).toHaveLength(2);
    const [nabl, lab] = [...page.images].sort((a, b) => a.left - b.left) as [SeenBox, SeenBox];
    for (const box of [nabl, lab]) {
      expect(side(box)).toBeGreaterThanOrEqual(20);
      expect(box.bottom).toBeGreaterThan(page.height - 12 * MM);
      expect(box.left).toBeGreaterThan(page.width / 2);
    }
    // Side by side: the same height on the page, NABL's on the left, not overlapping.
    expect(Math.abs(nabl.top - lab.top)).toBeLessThan(1);
    expect(nabl.right).toBeLessThanOrEqual(lab.left);

    const words = page.text.map((t) => t.str);
    expect(words).toEqual(
      expect.arrayContaining([
        `${host}/verify`,
        "ULR-TC114822600000042F",
        registerDesk.stamp.code("ABCD2345"),
        registerDesk.stamp.nablLabel,
        registerDesk.stamp.labLabel,
      ]),
    );
    // The long link with its token is in the QR only: l and I look alike on paper.
    expect(words.join("\n")).not.toContain(TOKEN);
    expect(words.join("\n")).not.toContain("https://");
    // The lines a person types from are legible at 100 % print, to the left of the codes.
    for (const line of [
      `${host}/verify`,
      "ULR-TC114822600000042F",
      registerDesk.stamp.code("ABCD2345"),
    ]) {
      const seen = page.text.find((t) => t.str === line)!;
      expect(seen.size).toBeGreaterThanOrEqual(8);
      expect(seen.x).toBeLessThan(nabl.left);
      expect(seen.y).toBeGreaterThan(nabl.top);
      expect(seen.y).toBeLessThan(nabl.bottom);
    }
    // Each label over its own code.
    const label = (text: string) => page.text.find((t) => t.str === text)!;
    expect(label(registerDesk.stamp.nablLabel).x).toBeGreaterThanOrEqual(nabl.left);
    expect(label(registerDesk.stamp.nablLabel).x).toBeLessThan(nabl.right);
    expect(label(registerDesk.stamp.labLabel).x).toBeGreaterThanOrEqual(lab.left);
    expect(label(registerDesk.stamp.nablLabel).y).toBeLessThanOrEqual(nabl.top);
  });

  it("a report outside the accredited scope: the lab's QR alone, its report number and no ULR", async () => {
    // Even with NABL's QR uploaded: it belongs on accredited reports only.
    const stamped = await stampQr(await makeA4Pdf(), outside, withNabl);
    expect(await qrCodesOnFirstPage(stamped)).toEqual([verifyUrl(outside.token)]);
    const page = await firstPageLayout(stamped);
    expect(page.images).toHaveLength(1);
    expect(side(page.images[0]!)).toBeGreaterThanOrEqual(20);
    const words = page.text.map((t) => t.str);
    expect(words).toEqual(
      expect.arrayContaining([
        `${host}/verify`,
        "MET/TR/2026/43",
        registerDesk.stamp.code("WXYZ6789"),
      ]),
    );
    expect(words).not.toContain(registerDesk.stamp.nablLabel);
    expect(words.join("\n")).not.toMatch(/ULR/);
    expect(words.join("\n")).not.toContain(outside.token);
    // And without NABL's QR on the server, the same.
    expect(
      await qrCodesOnFirstPage(await stampQr(await makeA4Pdf(), outside, withoutNabl)),
    ).toEqual([verifyUrl(outside.token)]);
  });

  it("refuses an accredited report while no NABL QR is uploaded, telling staff to have an admin upload it", async () => {
    await expect(stampQr(await makeA4Pdf(), accredited, withoutNabl)).rejects.toMatchObject({
      message: registerDesk.view.errors.noNablQr,
      status: 409,
    });
  });

  it.each([0, 90, 180, 270])(
    "on a page turned %i degrees both codes and the words are upright at the bottom right as the page is seen",
    async (angle) => {
      const template = await PDFDocument.load(await makeA4Pdf());
      template.getPages()[0]!.setRotation(degrees(angle));
      const stamped = await stampQr(await template.save(), accredited, withNabl);
      expect((await qrCodesOnFirstPage(stamped)).sort()).toEqual([LAB_URL, NABL_TEST_URL].sort());
      const page = await firstPageLayout(stamped);
      expect(page.images).toHaveLength(2);
      for (const box of page.images) {
        expect(side(box)).toBeGreaterThanOrEqual(20);
        expect(box.left).toBeGreaterThan(page.width / 2);
        expect(box.bottom).toBeGreaterThan(page.height - 12 * MM);
        // Square as seen: not stretched by the turn.
        expect(Math.abs(box.right - box.left - (box.bottom - box.top))).toBeLessThan(0.5);
      }
      // The lab's code is the rightmost, 8 mm from the edge the reader sees.
      expect(Math.max(...page.images.map((box) => box.right))).toBeGreaterThan(
        page.width - 12 * MM,
      );
      const code = page.text.find((t) => t.str === registerDesk.stamp.code("ABCD2345"))!;
      expect(code.upright).toBe(true);
      expect(code.x).toBeGreaterThan(page.width / 2);
      expect(code.y).toBeGreaterThan(page.height * 0.85);
    },
  );

  it("refuses a file that is not a readable PDF, in words", async () => {
    const broken = new TextEncoder().encode("%PDF-1.4\nnot really\n%%EOF\n");
    await expect(stampQr(broken, accredited, withNabl)).rejects.toThrow(RegisterError);
    await expect(stampQr(broken, accredited, withNabl)).rejects.toThrow(
      registerDesk.view.errors.unreadable,
    );
  });

  it("refuses a page that is its own parent and 100,000 pages, in words (finding 6)", async () => {
    await expect(stampQr(selfParentPdf(), accredited, withNabl)).rejects.toMatchObject({
      message: registerDesk.view.errors.unreadable,
      status: 400,
    });
    await expect(stampQr(manyPagesPdf(100_000), accredited, withNabl)).rejects.toMatchObject({
      message: registerDesk.view.errors.tooManyPages(MAX_STAMP_PAGES),
    });
  });

  it("refuses 18 MB without a cross-reference, in words, within the stamp's real time limit (finding 6)", async () => {
    // Whether the parser gives up or the limit stops it first depends on the machine: this
    // test is about the limit, so it runs with the one the server has (10 s), not the suite's.
    const suite = setUntrustedTimeScaleForTests(1);
    try {
      await expect(
        stampQr(noXrefPdf(18 * 1024 * 1024), accredited, withNabl),
      ).rejects.toBeInstanceOf(RegisterError);
    } finally {
      setUntrustedTimeScaleForTests(suite);
    }
  });
});
