import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, type Download, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { openDatabase } from "@/lib/db/connection";
import {
  attachPdf,
  createReport,
  supersedeReport,
  withdrawReport,
  type Report,
} from "@/lib/reports/register";
import type { ReportInput } from "@/lib/reports/schema";
import { makePdf } from "../fixtures/documents";
import { suiteDb } from "./deskStaff";
import { record } from "./reportRegister";

/** The register's desk specs: reports put straight into the suite server's register. */
export function suiteRegister() {
  const db = openDatabase(suiteDb);
  return {
    /** Issued at once, as the desk's register held reports before four eyes; `awaiting` leaves it to a signatory. */
    create: (extra: Partial<ReportInput> = {}, { awaiting = false } = {}): Report =>
      createReport(db, record(extra), awaiting ? "test" : { by: "test", issues: true }),
    withdraw: (report: Report) => withdrawReport(db, report.reference, "test", "test"),
    supersede: (report: Report, by: Report) =>
      supersedeReport(db, report.reference, by.reference, "test"),
    attach: (report: Report, text: string) =>
      attachPdf(db, join(dirname(suiteDb), "reports"), report.reference, makePdf(text), "test"),
    close: () => db.close(),
  };
}

export const reportPage = (page: Page, ulr: string) =>
  page.goto(`/desk/reports/view?ulr=${encodeURIComponent(ulr)}`);

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
