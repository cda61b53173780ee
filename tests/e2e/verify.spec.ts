import { expect, test } from "@playwright/test";
import { verify } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import type { OwnServer } from "./ownServer";
import { register, someClient, verifyServer } from "./reportRegister";

/** The verification pages in a browser, at 1440 px (desktop) and 390 px (phone). */

// One server for the file: its tests share it, one after another.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let reg: ReturnType<typeof register>;
test.beforeAll(async ({}, testInfo) => {
  server = await verifyServer(testInfo);
  reg = register(server);
});
test.afterAll(async () => {
  reg.close();
  await server.stop();
});
test.use({ extraHTTPHeaders: { "x-forwarded-for": someClient() } });

test("a PDF is checked in the browser: the issued file, an older version, a one-byte change", async ({
  page,
}) => {
  const report = reg.create();
  const v1 = reg.attach(report, "first issue");
  const v2 = reg.attach(report, "corrected issue");
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") uploads.push(r.url());
  });
  await page.goto(`${server.url}/verify`);
  const file = page.getByLabel(verify.check.label);
  const result = page.locator("[data-pdf-check-result]");
  const pick = (name: string, bytes: Uint8Array) =>
    file.setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(bytes) });

  await pick("report.pdf", v2);
  await expect(result).toContainText(verify.check.match(displayUlr(report.reference)));
  await expect(result.getByRole("link", { name: verify.check.open })).toHaveAttribute(
    "href",
    new RegExp(`/verify/${report.token}$`),
  );
  await pick("old.pdf", v1);
  await expect(result).toContainText(verify.check.older(displayUlr(report.reference), 1, 2));
  const changed = Uint8Array.from(v2);
  changed[30] = changed[30]! ^ 1;
  await pick("changed.pdf", changed);
  await expect(result).toHaveText(verify.check.noMatch);
  // Only hashes went over the wire: no request carried the file.
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);
});

test("the lookup works without JavaScript", async ({ browser }, testInfo) => {
  const report = reg.create({ customer: "Shivam Transformers" });
  reg.attach(report, "no script");
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

test("the pages for an authentic, a withdrawn and an unknown report pass axe and fit the screen", async ({
  page,
}, testInfo) => {
  const authentic = reg.create();
  reg.attach(authentic, "axe");
  const withdrawn = reg.withdraw(reg.create(), "Issued in error");
  for (const path of [
    `/verify/${authentic.token}`,
    `/verify/${withdrawn.token}`,
    "/verify/AAAAAAAAAAAAAAAAAAAAAAAA",
  ]) {
    await page.goto(server.url + path);
    await expect(page.locator("[data-verdict]")).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(testInfo.project.use.viewport?.width ?? 1440);
  }
  await expect(page.locator("[data-verdict]")).toContainText(verify.status.missing);

  // Printed, the report's page is the verdict and the facts, without the site's header and footer.
  await page.goto(`${server.url}/verify/${authentic.token}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-verdict]")).toBeVisible();
  await expect(page.getByText(authentic.reportNumber)).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
});
