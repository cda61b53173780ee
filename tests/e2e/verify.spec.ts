import { join } from "node:path";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { verify } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import type { OwnServer } from "./ownServer";
import { register, someClient, unaccredited, verifyServer } from "./reportRegister";

/** The verification pages in a browser, at 1440 px (desktop) and 390 px (phone). */

// One server for the file: its tests share it, one after another.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let reg: ReturnType<typeof register>;
test.beforeAll(async () => {
  server = await verifyServer();
  reg = register(server);
});
test.afterAll(async () => {
  reg.close();
  await server.stop();
});
test.use({ extraHTTPHeaders: { "x-forwarded-for": someClient() } });

/** Nothing in a verdict runs out of its box (a 22-character ULR on a 390 px phone). */
const expectFits = async (verdict: Locator) =>
  expect(await verdict.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

/** With VERIFY_SCREENSHOTS=<folder>, each verdict is saved there as NAME-<width>.png to look at. */
async function shoot(target: Page | Locator, name: string, testInfo: TestInfo) {
  const folder = process.env.VERIFY_SCREENSHOTS;
  if (!folder) return;
  const width = testInfo.project.use.viewport?.width ?? 1440;
  const path = join(folder, `${name}-${width}.png`);
  if ("goto" in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}

test("a PDF is checked in the browser and the answer names the record's status", async ({
  page,
}, testInfo) => {
  const report = await reg.create();
  const v1 = await reg.attach(report, "first issue");
  const v2 = await reg.attach(report, "corrected issue");
  const gone = await reg.create();
  const gonePdf = await reg.attach(gone, "withdrawn issue");
  await reg.withdraw(gone, "Tested against the wrong standard");
  const old = await reg.create();
  const oldPdf = await reg.attach(old, "superseded issue");
  const newer = await reg.create();
  await reg.supersede(old, newer);
  const draft = await reg.createAwaiting();
  const draftPdf = await reg.attach(draft, "draft issue");
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") uploads.push(r.url());
  });
  await page.goto(`${server.url}/verify`);
  const file = page.getByLabel(verify.check.label);
  const result = page.locator("[data-pdf-check-result]");
  await expect(result).toHaveAttribute("aria-live", "polite");
  const section = page.getByRole("region", { name: verify.check.heading });
  const pick = (name: string, bytes: Uint8Array, mimeType = "application/pdf") =>
    file.setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
  const verdict = result.locator("[data-verdict]");
  const expectVerdict = async (tone: string, words: string, shot: string) => {
    await expect(verdict).toHaveAttribute("data-verdict", tone);
    await expect(result).toContainText(words);
    // The icon is decoration: the words carry the meaning.
    await expect(verdict.locator("svg").first()).toHaveAttribute("aria-hidden", "true");
    await expectFits(verdict);
    await expectNoAxeViolations(page);
    await shoot(section, shot, testInfo);
  };

  await pick("report.pdf", v2);
  await expectVerdict("authentic", verify.check.match(displayUlr(report.reference)), "pdf-match");
  await expect(result.getByRole("link", { name: verify.check.open })).toHaveAttribute(
    "href",
    new RegExp(`/verify/${report.token}$`),
  );
  await pick("old.pdf", v1);
  await expectVerdict(
    "older",
    verify.check.older(displayUlr(report.reference), 1, 2),
    "pdf-older-version",
  );
  await expect(result.getByRole("link", { name: verify.check.openCurrent })).toHaveAttribute(
    "href",
    new RegExp(`/verify/${report.token}$`),
  );
  await pick("withdrawn.pdf", gonePdf);
  await expectVerdict(
    "withdrawn",
    verify.check.withdrawnReason("Tested against the wrong standard"),
    "pdf-withdrawn",
  );
  await pick("superseded.pdf", oldPdf);
  await expectVerdict(
    "superseded",
    verify.check.superseded(displayUlr(old.reference), displayUlr(newer.reference)),
    "pdf-superseded",
  );
  await expect(
    result.getByRole("link", { name: verify.check.openNewer(displayUlr(newer.reference)) }),
  ).toHaveAttribute("href", new RegExp(`/verify/${newer.token}$`));
  await pick("draft.pdf", draftPdf);
  await expectVerdict(
    "awaiting",
    verify.check.awaiting(displayUlr(draft.reference)),
    "pdf-awaiting",
  );
  await expect(result.getByRole("link")).toHaveCount(0);
  const changed = Uint8Array.from(v2);
  changed[30] = changed[30]! ^ 1;
  await pick("changed.pdf", changed);
  await expectVerdict("missing", verify.check.noMatch, "pdf-no-match");
  // A photo is not a PDF: said so before anything is hashed or asked.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/reports/check")) asked.push(r.url());
  });
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  await pick("report.pdf.jpg", jpeg, "image/jpeg");
  await expectVerdict("notice", verify.check.notPdf, "pdf-not-a-pdf");
  await expect(result).not.toContainText("This PDF");
  expect(asked).toEqual([]);
  // Only hashes went over the wire: no request carried the file.
  expect(uploads).toEqual([]);
});

test("every verdict of a report's page reads right, passes axe and fits the screen", async ({
  page,
}, testInfo) => {
  const authentic = await reg.create();
  await reg.attach(authentic, "shots");
  const awaiting = await reg.createAwaiting();
  await reg.attach(awaiting, "awaiting");
  const withdrawn = await reg.withdraw(await reg.create(), "Issued in error");
  const old = await reg.create();
  const newer = await reg.create();
  await reg.supersede(old, newer);
  const amended = await reg.create({ customer: "Old Name Pvt Ltd" });
  await reg.amend(amended, { customer: "New Name Pvt Ltd" }, "Customer renamed");
  const outside = await reg.create(unaccredited());
  const pages: [string, string, string, string][] = [
    ["authentic", `/verify/${authentic.token}`, "authentic", verify.status.issued],
    ["awaiting-authorisation", `/verify/${awaiting.token}`, "awaiting", verify.status.awaiting],
    ["withdrawn", `/verify/${withdrawn.token}`, "withdrawn", "Issued in error"],
    [
      "superseded",
      `/verify/${old.token}`,
      "superseded",
      verify.status.superseded(displayUlr(newer.reference)),
    ],
    ["amended", `/verify/${amended.token}`, "authentic", "Customer renamed"],
    ["not-accredited", `/verify/${outside.token}`, "authentic", verify.status.notAccredited],
    ["unknown", "/verify/AAAAAAAAAAAAAAAAAAAAAAAA", "missing", verify.status.missing],
  ];
  for (const [name, path, tone, words] of pages) {
    await page.goto(server.url + path);
    const verdict = page.locator("[data-verdict]");
    await expect(verdict).toHaveAttribute("data-verdict", tone);
    await expect(verdict).toContainText(words);
    await expect(verdict.locator("svg").first()).toHaveAttribute("aria-hidden", "true");
    await expectFits(verdict);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(testInfo.project.use.viewport?.width ?? 1440);
    await shoot(page, name, testInfo);
  }
  await page.goto(`${server.url}/verify/${awaiting.token}`);
  await expect(page.getByText(verify.details.heading)).toHaveCount(0);
  await expect(page.getByRole("link", { name: verify.pdf.view })).toHaveCount(0);

  // A ULR without its code: one neutral line, no verdict.
  await page.goto(`${server.url}/verify`);
  await expect(page.getByLabel(verify.form.ulr)).toBeVisible();
  await page.getByLabel(verify.form.ulr).fill(displayUlr(authentic.reference));
  await page.getByRole("button", { name: verify.form.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: verify.result.needsCode })).toBeVisible();
  await expect(page.locator("[data-verdict]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "ulr-without-code", testInfo);

  // Printed, the report's page is the verdict and the facts, without the site's header and footer.
  await page.goto(`${server.url}/verify/${authentic.token}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-verdict]")).toBeVisible();
  await expect(page.getByText(authentic.reportNumber)).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
});

test("the lookup works without JavaScript", async ({ browser }, testInfo) => {
  const report = await reg.create({ customer: "Shivam Transformers" });
  await reg.attach(report, "no script");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? null,
    extraHTTPHeaders: { "x-forwarded-for": someClient() },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/verify`);
  await expect(page.getByText(verify.check.needsScript)).toBeVisible();
  await page.getByLabel(verify.form.ulr).fill(displayUlr(report.reference));
  await page.getByLabel(verify.form.code).fill(report.code);
  await page.getByRole("button", { name: verify.form.submit }).click();
  await expect(page.locator("[data-verdict]")).toContainText(verify.status.issued);
  await expect(page.getByText("Shivam Transformers")).toBeVisible();
  await context.close();
});
