import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { portal } from "@/content/portal";
import { formatLongDateIN } from "@/lib/format";
import { unzipSync } from "fflate";
import { expectNoAxeViolations } from "./axe";
import { checkHtml } from "./vnu";
import { reportEntries, reportList, signInCustomer } from "./portalCustomer";
import { chosenCount, expectNoSidewaysScroll, portalWithReports, zipBar } from "./portalList";

/**
 * My reports on a wide screen (issue 49 item 4): a table of ULR, item, serial
 * number, dates and status, a box a row for the zip, sorted by due date from
 * its column's header both ways (on the server, `?sort=due` and `?sort=-due`).
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

test("at 1440 px the reports are a table, sorted by due date from its header both ways", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { server, sink, customer, reports } = portalList;
  await signInCustomer(page, sink, server.url, customer);

  // The filters are open, no folded line; the list is a table with its columns.
  await expect(page.getByLabel(words.search)).toBeVisible();
  await expect(page.getByRole("main").locator("summary")).toBeHidden();
  const table = reportList(page);
  await expect(table).toHaveJSProperty("tagName", "TABLE");
  // The headers in whichever order the table is (its name says the order).
  const headers = page.getByRole("main").getByRole("table").getByRole("columnheader");
  await expect(headers).toHaveText([
    words.columns.choose,
    words.columns.reference,
    words.columns.item,
    words.columns.serialNumber,
    words.columns.issueDate,
    words.columns.dueDate,
    words.columns.status,
  ]);
  const issued = headers.filter({ hasText: words.columns.issueDate });
  const due = headers.filter({ hasText: words.columns.dueDate });
  await expect(issued).toHaveAttribute("aria-sort", "descending");
  await expect(due).not.toHaveAttribute("aria-sort");
  await expect(due.getByRole("link")).toHaveAccessibleName(
    `${words.columns.dueDate}, ${words.sortTo.due}`,
  );
  const [newest] = reports;
  const row = reportEntries(page).first();
  await expect(row.getByRole("rowheader")).toHaveText(`ULR-${newest!.ulr}`);
  await expect(row.getByRole("cell").nth(2)).toHaveText(newest!.serialNumber);
  await expect(reportEntries(page)).toHaveText(reports.map((r) => new RegExp(r.serialNumber)));

  // Due date, soonest first (those without one last); pressed again, latest first.
  const byDue = [...reports.filter((r) => r.dueDate)].sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  );
  const none = reports.filter((r) => !r.dueDate);
  await due.getByRole("link").click();
  await expect(page).toHaveURL(`${server.url}/portal/reports?sort=due`);
  const soonest = reportEntries(page, words.orders.due);
  await expect(soonest).toHaveText([...byDue, ...none].map((r) => new RegExp(r.serialNumber)));
  await expect(soonest.first()).toContainText(formatLongDateIN(byDue[0]!.dueDate));
  await expect(due).toHaveAttribute("aria-sort", "ascending");
  await expect(issued).not.toHaveAttribute("aria-sort");
  await expect(due.getByRole("link")).toHaveAccessibleName(
    `${words.columns.dueDate}, ${words.sortTo["-due"]}`,
  );
  await due.getByRole("link").click();
  await expect(page).toHaveURL(`${server.url}/portal/reports?sort=-due`);
  await expect(reportEntries(page, words.orders["-due"])).toHaveText(
    [...byDue.reverse(), ...none].map((r) => new RegExp(r.serialNumber)),
  );
  await expect(due).toHaveAttribute("aria-sort", "descending");
  // The order is kept when filtering; "Issued on" goes back to newest first.
  await page.getByLabel(words.search).fill(reports[1]!.serialNumber);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=-due/);
  await expect(reportEntries(page, words.orders["-due"])).toHaveCount(1);
  await page.goto(`${server.url}/portal/reports?sort=-due`);
  await issued.getByRole("link").click();
  await expect(page).toHaveURL(`${server.url}/portal/reports`);
  expect((await page.goto(`${server.url}/portal/reports?sort=soonest`))!.status()).toBe(400);
  await page.goto(`${server.url}/portal/reports`);

  // The page (cards, table, folded filters, bar) is valid HTML, sorted or not.
  const checked = [];
  for (const path of ["/portal/reports", "/portal/reports?sort=-due&year=2026"]) {
    const answer = await page.request.get(`${server.url}${path}`);
    expect(answer.status()).toBe(200);
    checked.push({ path, html: await answer.text() });
  }
  // The stylesheet, the same on every page, is html-valid.api.spec.ts's to check.
  const markup = (await checkHtml(checked)).filter(
    (m) => m.type !== "info" && !m.message.startsWith("CSS:"),
  );
  expect(markup.map((m) => `${m.url} ${m.message} “${m.extract?.trim() ?? ""}”`)).toEqual([]);

  // A box a row: two ticked, the bar counts them and zips exactly those.
  const [first, second] = reports.filter((r) => r.dueDate);
  for (const report of [first!, second!])
    await page.getByRole("checkbox", { name: `${words.choose} ULR-${report.ulr}` }).check();
  expect(await chosenCount(page)).toBe(`2 ${words.zip.chosenCount}`);
  await expect(zipBar(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-list-1440-ticked.png") });
  await page.screenshot({
    path: testInfo.outputPath("portal-list-1440-full.png"),
    fullPage: true,
  });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    zipBar(page).getByRole("button", { name: words.zip.chosen }).click(),
  ]);
  expect(
    Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path())))).sort(),
  ).toEqual([`ULR-${first!.ulr}.pdf`, `ULR-${second!.ulr}.pdf`].sort());
});
