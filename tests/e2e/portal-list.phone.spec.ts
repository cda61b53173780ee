import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { portal } from "@/content/portal";
import { unzipSync } from "fflate";
import { expectNoAxeViolations } from "./axe";
import { reportEntries, signInCustomer } from "./portalCustomer";
import { chosenCount, expectNoSidewaysScroll, portalWithReports, zipBar } from "./portalList";

/**
 * My reports on a phone (issue 49 item 4): the filters folded into one line
 * that says what they hold, a card a report, and the zip of the ticked reports
 * in a bar at the foot of the screen, also without script.
 */

test.describe.configure({ mode: "serial" });

const words = portal.reports;
let portalList: Awaited<ReturnType<typeof portalWithReports>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portalList = await portalWithReports();
});

test.afterAll(async () => {
  await portalList?.stop();
});

async function zipOfChosen(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    zipBar(page).getByRole("button", { name: words.zip.chosen }).click(),
  ]);
  return Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path())))).sort();
}

test("at 390 px the filters fold into a line, and the ticked reports' zip is at the foot of the screen", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { server, sink, customer, reports } = portalList;
  await signInCustomer(page, sink, server.url, customer);

  // Folded: one line with what is applied and how many match; the reports come first.
  const filters = page.getByRole("main").locator("details");
  const summary = page.getByRole("main").locator("summary");
  await expect(summary).toHaveText(words.filters.summary([], words.count(6)));
  await expect(page.getByLabel(words.search)).toBeHidden();
  await expect(reportEntries(page).first()).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("portal-list-390-first-screen.png") });
  await page.goto(`${server.url}/portal/reports?year=2026&kind=test-report`);
  await expect(summary).toHaveText(words.filters.summary(["Test report", "2026"], words.count(6)));
  await expect(page.getByLabel(words.search)).toBeHidden();
  // A tap opens them, with what is applied chosen.
  await summary.click();
  await expect(page.getByLabel(words.search)).toBeVisible();
  await expect(page.getByLabel(words.year)).toHaveValue("2026");
  await page.getByLabel(words.order).selectOption({ label: words.orders.due });
  await page.getByRole("button", { name: words.apply }).click();
  await expect(summary).toHaveText(
    words.filters.summary(["Test report", "2026", words.orders.due], words.count(6)),
  );
  await expect(filters).not.toHaveAttribute("open");
  await expect(reportEntries(page, words.orders.due).first()).toContainText(
    reports.find((r) => r.dueDate === "2026-12-05")!.serialNumber,
  );

  // Two ticked: the bar at the foot of the screen counts them and zips exactly those.
  await page.goto(`${server.url}/portal/reports`);
  const [first, , third] = reports.filter((r) => r.dueDate);
  expect(await chosenCount(page)).toBe(`0 ${words.zip.chosenCount}`);
  for (const report of [first!, third!])
    await page.getByRole("checkbox", { name: `${words.choose} ULR-${report.ulr}` }).check();
  expect(await chosenCount(page)).toBe(`2 ${words.zip.chosenCount}`);
  await page.getByRole("checkbox", { name: `${words.choose} ULR-${third!.ulr}` }).focus();
  const bar = zipBar(page);
  await expect(bar).toBeInViewport();
  const viewport = page.viewportSize()!;
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-list-390-ticked.png") });
  await page.screenshot({
    path: testInfo.outputPath("portal-list-390-full.png"),
    fullPage: true,
  });

  // Tabbing to a box that sits where the bar is, the page scrolls it out from under the bar.
  const next = reportEntries(page).nth(2).getByRole("checkbox");
  const y = (await next.boundingBox())!.y;
  await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: "instant" }), y - 800);
  await reportEntries(page)
    .nth(1)
    .getByRole("link")
    .first()
    .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  // (The page scrolls smoothly: measured once it has come to rest.)
  await expect
    .poll(async () => {
      const focused = (await next.boundingBox())!;
      return focused.y + focused.height - (await bar.boundingBox())!.y;
    })
    .toBeLessThanOrEqual(0);

  // "All matching" stays at hand above the list.
  await expect(page.getByRole("button", { name: words.zip.all(6) })).toBeVisible();

  // At the end of the list the bar sits under the last card, not over it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = (await reportEntries(page).last().boundingBox())!;
  const barAtEnd = (await bar.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(barAtEnd.y);

  expect(await zipOfChosen(page)).toEqual(
    [`ULR-${first!.ulr}.pdf`, `ULR-${third!.ulr}.pdf`].sort(),
  );
});

test("without script the ticked reports still download as one zip", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { server, sink, customer, reports } = portalList;
  await signInCustomer(page, sink, server.url, customer);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize()!,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`${server.url}/portal/reports`);
  const [, second, , fourth] = reports.filter((r) => r.dueDate);
  for (const report of [second!, fourth!])
    await plain.getByRole("checkbox", { name: `${words.choose} ULR-${report.ulr}` }).check();
  expect(await chosenCount(plain)).toBe(`2 ${words.zip.chosenCount}`);
  expect(await zipOfChosen(plain)).toEqual(
    [`ULR-${second!.ulr}.pdf`, `ULR-${fourth!.ulr}.pdf`].sort(),
  );
  // The folded filters open without script too.
  await plain.getByRole("main").locator("summary").click();
  await expect(plain.getByLabel(words.search)).toBeVisible();
  await noScript.close();
});
