// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { unzipSync } from "fflate";
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PNG } from "pngjs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { qrBundle, LABELS } from "./qrBundle";
import { MAX_QR_REPORTS, qrItemsFor, reportsForQr as reportsForQrIn } from "./qrCodes";
import {
  createReport as createReportIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "./register";
import type { ReportInput } from "./schema";
import { formatUlr } from "./ulr";
import { onDb } from "../../../tests/fixtures/onDb";

const reportsForQr = onDb(reportsForQrIn);
const createReport = onDb(createReportIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);

const dir = mkdtempSync(join(tmpdir(), "qr-codes-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ulrOf = (running: number) =>
  formatUlr({ kind: "test-report", year: 2026, running, scope: "F" });
const record = (running: number, extra: Partial<ReportInput> = {}): ReportInput => ({
  ulr: ulrOf(running),
  reportNumber: `MET/TR/2026/${running}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer: "Narmada Cables",
  itemDescription: "Cable",
  standard: "IS 7098",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma",
  ...extra,
});

for (let n = 1; n <= 30; n++) await createReport(db, record(n), { by: "test", issues: true });
await createReport(db, record(31), "test"); // awaiting authorisation
await createReport(db, record(32, { accredited: false, ulr: "", reportNumber: "MET/NC 2026/32" }), {
  by: "test",
  issues: true,
});
await withdrawReport(db, ulrOf(5), "typo", "t");
await supersedeReport(db, ulrOf(6), ulrOf(7), "t");

const url = (token: string) => `https://www.malwaelectrotest.in/verify/${token}`;
const decode = (png: Uint8Array) => {
  const image = PNG.sync.read(Buffer.from(png));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe("the reports whose QR codes staff download", () => {
  it("are the selected ones in the order they were registered, each once; awaiting authorisation and outside the scope too", async () => {
    const chosen = await reportsForQr(db, [
      ulrOf(2),
      `ULR-${ulrOf(1)}`,
      ulrOf(2),
      "met/nc 2026/32",
      ulrOf(31),
    ]);
    expect(chosen.ok).toBe(true);
    if (!chosen.ok) return;
    expect(chosen.reports.map((r) => r.reference)).toEqual([
      ulrOf(1),
      ulrOf(2),
      ulrOf(31),
      "MET/NC 2026/32",
    ]);
  });

  it("refuses none chosen, an unknown reference, withdrawn and superseded reports, and more than the limit", async () => {
    expect(await reportsForQr(db, [])).toEqual({ ok: false, problem: "none" });
    expect(await reportsForQr(db, [ulrOf(1), "TC114822699999999F"])).toEqual({
      ok: false,
      problem: "unknown",
      references: ["TC114822699999999F"],
    });
    expect(await reportsForQr(db, [ulrOf(1), ulrOf(5), ulrOf(6)])).toEqual({
      ok: false,
      problem: "not-current",
      references: [`ULR-${ulrOf(5)}`, `ULR-${ulrOf(6)}`],
    });
    const many = Array.from({ length: MAX_QR_REPORTS + 1 }, (_, i) => ulrOf(1000 + i));
    expect(await reportsForQr(db, many)).toEqual({ ok: false, problem: "too-many" });
  });
});

describe("the QR codes' bundle", async () => {
  const chosen = await reportsForQr(db, [ulrOf(1), ulrOf(2), "MET/NC 2026/32"]);
  if (!chosen.ok) throw new Error("no reports");
  const items = qrItemsFor(chosen.reports, url);

  it("as a zip: per report <reference>.svg and a 600 dpi <reference>.png of its verification address", async () => {
    const zip = unzipSync(await qrBundle({ format: "zip", items }));
    expect(Object.keys(zip).sort()).toEqual(
      [
        `ULR-${ulrOf(1)}.png`,
        `ULR-${ulrOf(1)}.svg`,
        `ULR-${ulrOf(2)}.png`,
        `ULR-${ulrOf(2)}.svg`,
        "MET-NC-2026-32.png",
        "MET-NC-2026-32.svg",
      ].sort(),
    );
    const png = zip[`ULR-${ulrOf(2)}.png`]!;
    expect(await sharp(png).metadata()).toMatchObject({ width: 600, density: 600 });
    expect(decode(png)).toBe(url(chosen.reports[1]!.token));
    expect(decode(zip["MET-NC-2026-32.png"]!)).toBe(url(chosen.reports[2]!.token));
    expect(new TextDecoder().decode(zip[`ULR-${ulrOf(1)}.svg`])).toMatch(/^<svg /);
  });

  it("as A4 labels: 3 × 8 a page, each the QR with the reference and the code under it", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...items[i % 3]!, reference: `R-${i}` }));
    const pdf = await qrBundle({ format: "labels", items: many });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(LABELS.columns * LABELS.rows).toBe(24);
    const js = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const text = async (n: number) =>
      ((await (await js.getPage(n)).getTextContent()).items as { str: string }[])
        .map((i) => i.str)
        .join("\n");
    const first = await text(1);
    expect(first).toContain("R-0");
    expect(first).toContain("R-23");
    expect(first).toContain(registerDesk.qrCodes.labelCode(items[0]!.code));
    expect(first).not.toContain("R-24");
    expect(await text(2)).toContain("R-24");
    // Legible at 100 %: no text under 7 pt.
    const sizes = (
      (await (await js.getPage(1)).getTextContent()).items as { transform: number[] }[]
    )
      .filter((i) => i.transform)
      .map((i) => Math.abs(i.transform[3]!));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(7);
    await js.destroy();
  });
});
