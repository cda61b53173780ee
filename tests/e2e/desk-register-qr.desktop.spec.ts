import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import jsQR from "jsqr";
import sharp from "sharp";
import { registerDesk } from "@/content/reports";
import { LABELS } from "@/lib/reports/qrBundle";
import { MAX_QR_REPORTS } from "@/lib/reports/qrCodes";
import { displayUlr } from "@/lib/reports/ulr";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { decodePng, downloaded, suiteRegister } from "./deskRegister";
import { renderFirstPage } from "./pdfRender";

/** The register's selected reports: their QR codes as a zip, or as A4 labels, with no script. */

const words = registerDesk.list;
let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

/** Where a decoded QR leads: the verification page of that report's token (the origin is SITE_URL's). */
const pathOf = (url: string | undefined) => (url ? new URL(url).pathname : url);

test("ticked reports' QR codes download as one zip of SVG and 600 dpi PNG each, and as A4 labels that scan", async ({
  browser,
}, testInfo) => {
  // Staff without script: the boxes, the "select all" link and the buttons are a plain form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const marker = randomUUID().slice(0, 8);
  const customer = `Label Works ${marker}`;
  const first = await reg.create({ customer });
  const second = await reg.create({ customer }, { awaiting: true });
  const outside = await reg.create({
    customer,
    accredited: false,
    ulr: "",
    reportNumber: `MET/NC/${marker}/9`,
  });
  const gone = await reg.withdraw(await reg.create({ customer }));
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
  const links = new Map<string, string>(
    [first, second, outside].map((r) => [r.reference, `/verify/${r.token}`]),
  );

  await page.goto(`/desk/reports?q=${marker}`);
  const table = page.getByRole("table", { name: words.heading });
  await expect(table.getByRole("columnheader", { name: words.columns.select })).toBeVisible();
  await page.getByRole("link", { name: words.selectAll }).click();
  await expect(page).toHaveURL(new RegExp(`q=${marker}&select=all$`));
  const box = (name: string) => table.getByRole("checkbox", { name: words.select(name) });
  await expect(box(displayUlr(first.reference))).toBeChecked();
  await expect(box(`MET/NC/${marker}/9`)).toBeChecked();
  await expect(box(displayUlr(gone.reference))).toHaveCount(0);
  await box(displayUlr(second.reference)).uncheck();
  const selection = page.getByRole("form", { name: words.selection });
  const [zipDownload] = await Promise.all([
    page.waitForEvent("download"),
    selection.getByRole("button", { name: words.downloadZip }).click(),
  ]);
  expect(zipDownload.suggestedFilename()).toBe(registerDesk.qrCodes.zipName);
  const zip = unzipSync(await downloaded(zipDownload));
  const stem = `ULR-${first.reference}`;
  const nc = `MET-NC-${marker}-9`;
  expect(Object.keys(zip).sort()).toEqual([`${nc}.png`, `${nc}.svg`, `${stem}.png`, `${stem}.svg`]);
  expect(pathOf(decodePng(Buffer.from(zip[`${stem}.png`]!)))).toBe(links.get(first.reference));
  expect(pathOf(decodePng(Buffer.from(zip[`${nc}.png`]!)))).toBe(links.get(outside.reference));
  expect((await sharp(zip[`${stem}.png`]!).metadata()).density).toBe(600);

  await page.goto(`/desk/reports?q=${marker}&select=all`);
  const [labelsDownload] = await Promise.all([
    page.waitForEvent("download"),
    selection.getByRole("button", { name: words.downloadLabels }).click(),
  ]);
  expect(labelsDownload.suggestedFilename()).toBe(registerDesk.qrCodes.labelsName);
  const pdf = await downloaded(labelsDownload);
  const scale = 3;
  const png = await renderFirstPage(browser, pdf, scale);
  writeFileSync(testInfo.outputPath("labels-page1.png"), png);
  // Labels in the order the reports were registered: first, second (awaiting), outside the scope.
  const px = scale; // PDF points to pixels
  const label = async (slot: number) => {
    const left = LABELS.left + (slot % LABELS.columns) * LABELS.pitchX;
    const top = LABELS.top + Math.floor(slot / LABELS.columns) * LABELS.pitchY;
    const raw = await sharp(png)
      .extract({
        left: Math.round(left * px),
        top: Math.round(top * px),
        width: Math.round(LABELS.width * px),
        height: Math.round(LABELS.height * px),
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return pathOf(jsQR(new Uint8ClampedArray(raw.data), raw.info.width, raw.info.height)?.data);
  };
  expect(await label(0)).toBe(links.get(first.reference));
  expect(await label(1)).toBe(links.get(second.reference));
  expect(await label(2)).toBe(links.get(outside.reference));
  expect(await label(3)).toBeUndefined();
  await context.close();
});

test("a withdrawn report, none, or too many are refused with a page that says why", async ({
  page,
}) => {
  const gone = await reg.withdraw(await reg.create());
  const kept = await reg.create();
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
  await page.goto("/desk/reports");
  const post = (refs: string[], format = "zip") =>
    page.request.post("/desk/reports/qr-codes", {
      data: new URLSearchParams([["format", format], ...refs.map((r) => ["ref", r])]).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(page.url()).origin,
      },
      maxRedirects: 0,
    });
  const stale = await post([kept.reference, gone.reference]);
  expect(stale.status()).toBe(409);
  expect(await stale.text()).toContain(displayUlr(gone.reference));
  expect((await post([])).status()).toBe(400);
  const many = Array.from(
    { length: MAX_QR_REPORTS + 1 },
    (_, i) => `TC1148226${String(i).padStart(8, "0")}F`,
  );
  const tooMany = await post(many);
  expect(tooMany.status()).toBe(400);
  expect(await tooMany.text()).toContain(String(MAX_QR_REPORTS));
  expect((await post([kept.reference], "poster")).status()).toBe(400);
});
