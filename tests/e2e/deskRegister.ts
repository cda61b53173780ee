import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Download, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { within, type FileStore } from "@/lib/platform/storage";
import { currentNablQrPng, saveNablQr } from "@/lib/reports/nablQr";
import { createReport, supersedeReport, withdrawReport, type Report } from "@/lib/reports/register";
import type { ReportInput } from "@/lib/reports/schema";
import { makePdf } from "../fixtures/documents";
import { attachAsLab } from "../fixtures/reportPdfs";
import { NABL_TEST_URL } from "../fixtures/nablQr";
import { suiteDb } from "./deskStaff";
import { dataDirOf, filesOf, openRecord } from "./record";
import { record } from "./reportRegister";

/** The register's desk specs: reports put straight into the suite server's register. */
export function suiteRegister() {
  const db = openRecord(suiteDb);
  return {
    /** Issued at once (as a LIMS token scoped to issue puts it in); `awaiting` leaves it to a signatory. */
    create: (extra: Partial<ReportInput> = {}, { awaiting = false } = {}): Promise<Report> =>
      db.within(() =>
        createReport(record(extra), awaiting ? "test" : { by: "test", issues: true }),
      ),
    /** Registered by someone (`by`, an account's e-mail), awaiting a signatory's authorisation. */
    register: (by: string, extra: Partial<ReportInput> = {}): Promise<Report> =>
      db.within(() => createReport(record(extra), by)),
    supersede: (report: Report, by: Report) =>
      db.within(() => supersedeReport(report.reference, by.reference, "test")),
    attach: (report: Report, text: string) =>
      attachAsLab(db.store, join(dataDirOf(suiteDb), "reports"), report, makePdf(text)),
    withdraw: (report: Report, reason = "test") =>
      db.within(() => withdrawReport(report.reference, reason, "test")),
    close: () => db.close(),
  };
}

export const reportPage = (page: Page, ulr: string) =>
  page.goto(`/desk/reports/view?id=${encodeURIComponent(ulr)}`);

export const downloaded = async (download: Download) => readFileSync(await download.path());

/** What a QR code PNG says, decoded as a phone would. */
export function decodePng(bytes: Buffer): string | undefined {
  const image = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Opens a verification address on the suite server (the QR names SITE_URL's origin). */
export async function followVerifyUrl(page: Page, url: string) {
  const { pathname } = new URL(url);
  expect(pathname).toMatch(/^\/verify\/[A-Za-z0-9_-]{24}$/);
  await page.goto(pathname);
}

/**
 * The suite server's folder of NABL's QR code, in its files (lib/reports/nablQr.ts):
 * the data folder's nabl-qr/ beside its register's PDFs, or the bucket's when
 * the suite runs with FILE_STORE=s3 (./record.ts filesOf).
 */
export const suiteNablQrFiles = (): FileStore => within(filesOf(suiteDb), "nabl-qr");

/**
 * NABL's QR code in a server's files (the suite server's unless `files` names
 * another's nabl-qr folder), as an admin's upload leaves it, unless one is
 * there already (stamping an accredited report needs it). Every test's
 * picture holds NABL_TEST_URL.
 */
export async function ensureNablQr(files: FileStore = suiteNablQrFiles()) {
  if (await currentNablQrPng(files)) return;
  const png = await QRCode.toBuffer(NABL_TEST_URL, { margin: 2, width: 360 });
  await saveNablQr(files, { png: new Uint8Array(png), width: 360, height: 360 }, "test");
}

/**
 * The bottom-right corner of a rendered A4 page (a PNG), `mm` millimetres on
 * a side: with two QR codes side by side, the lab's alone is in the last 36 mm.
 */
export function bottomRight(png: Buffer, mm: number): Buffer {
  const page = PNG.sync.read(png);
  const side = Math.round((page.width * mm) / 210);
  const corner = new PNG({ width: side, height: side });
  PNG.bitblt(page, corner, page.width - side, page.height - side, side, side, 0, 0);
  return PNG.sync.write(corner);
}
