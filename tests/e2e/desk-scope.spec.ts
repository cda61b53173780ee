import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { desk } from "@/content/desk";
import { scopeAuditActions, scopeDesk, scopeFieldNames } from "@/content/scopeDesk";
import { scopePage } from "@/content/scopePage";
import { expectNoAxeViolations } from "./axe";
import { addUser } from "./deskStaff";
import { signInAt } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";

/**
 * The quality team keeps the scope of accreditation on the desk: NABL's
 * schedule imported as CSV with its own column titles, a dry run of what is
 * added, changed and removed, Apply, the audit log, one row's edit and the
 * export; the public /scope follows at once. On a server of its own, so
 * the suite's scope stays the seed.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;
let quality: string;
let admin: string;

test.beforeAll(async () => {
  server = await startServer({});
  quality = addUser(server.dbPath, "scope-quality", ["quality"]);
  admin = addUser(server.dbPath, "scope-admin", ["admin"]);
});
test.afterAll(async () => server?.stop());

/** NABL's testing schedule titles, and the desk's own columns after them. */
const NABL_HEADER = [
  "Kind",
  "Discipline",
  "Group",
  "Materials or Products tested",
  "Component, parameter or characteristic tested / Specific Test Performed / Tests or type of tests performed",
  "Test Method Specification against which tests are performed and/or the techniques / equipment used",
  "Range of testing / Limits of detection",
  "Calibration and Measurement Capability (CMC) (±)",
  "Accredited",
  "Price",
  "Services",
];
const cell = (v: string) => `"${v.replaceAll('"', '""')}"`;
const csvOf = (rows: string[][]) => rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
const d = scopeDesk.dryRun;

test("quality staff import NABL's schedule: a dry run, Apply, the audit log, one row edited, the export", async ({
  page,
  browser,
}, testInfo) => {
  await signInAt(page, server.url, quality);
  await page.goto(`${server.url}/desk/scope`);
  await expect(page.getByRole("heading", { level: 1, name: scopeDesk.list.heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: desk.title })).toContainText(scopeDesk.nav);
  await expectNoAxeViolations(page);

  // The export: the current scope in the columns the import reads.
  const exported = await page.request.get(`${server.url}/desk/scope/export.csv`);
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const records = parse(await exported.text(), { bom: true }) as string[][];
  expect(records[0]).toEqual(Object.values(scopeFieldNames));
  const [, ...rows] = records;
  const first = rows[0]!;
  const third = rows[2]!;

  // NABL's titles, the first row's range changed, the third left out, one added.
  const changedRange = `Up to 25 Ω (${testInfo.project.name})`;
  const file = csvOf([
    NABL_HEADER,
    [...first.slice(0, 6), changedRange, ...first.slice(7)],
    rows[1]!,
    ...rows.slice(3),
    [
      "testing",
      "Electrical",
      "Cables and cable accessories",
      "Fire survival cables",
      "Circuit integrity under fire",
      "IEC 60331-21",
      "Up to 1 kV",
      "",
      "No",
      "9,000",
      "cables",
    ],
  ]);
  await page.getByLabel(scopeDesk.import.file).setInputFiles({
    name: "nabl-schedule.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(file),
  });
  // The file is the whole schedule: the row it leaves out is removed.
  await page.getByLabel(scopeDesk.import.modes.replace).check();
  await page.getByRole("button", { name: scopeDesk.import.submit }).click();
  await expect(page.getByRole("heading", { level: 2, name: d.heading })).toBeVisible();
  await expect(page.getByText(d.summary(1, 1, 1, rows.length - 2))).toBeVisible();
  await expect(page.getByText(d.modeReplace)).toBeVisible();
  await expect(page.getByRole("region", { name: `${d.added} (1)` })).toContainText(
    "Fire survival cables: Circuit integrity under fire",
  );
  await expect(page.getByRole("region", { name: `${d.changed} (1)` })).toContainText(
    `Range “${first[6]}” → “${changedRange}”`,
  );
  await expect(page.getByRole("region", { name: `${d.removed} (1)` })).toContainText(third[4]!);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`desk-scope-dry-run-${testInfo.project.name}.png`),
    fullPage: true,
  });
  // Nothing changed yet.
  const other = await page.context().newPage();
  await other.goto(`${server.url}/scope?q=circuit+integrity`);
  await expect(other.getByText(scopePage.search.none)).toBeVisible();
  await other.close();

  // Apply above and below the lists, its counts in it; removing rows needs the box ticked.
  const apply = page.getByRole("button", { name: d.apply(1, 1, 1) });
  await expect(apply).toHaveCount(2);
  await page.getByLabel(d.confirm(1)).first().check();
  await apply.first().click();
  await expect(page).toHaveURL(`${server.url}/desk/scope?done=imported`);
  await expect(page.getByRole("status").filter({ hasText: scopeDesk.done.imported })).toBeVisible();
  await expect(page.getByText(scopeDesk.list.count(rows.length, 16))).toBeVisible();

  // The public page follows at once: the added row (not accredited), the changed range.
  await page.goto(`${server.url}/scope?q=circuit+integrity`);
  const added = page.locator("li[id^='row-']");
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(scopePage.notAccredited);
  await expect(added).toContainText("₹9,000.00 + GST");
  await page.goto(`${server.url}/scope?q=${encodeURIComponent(changedRange.slice(0, 12))}`);
  await expect(page.locator("li#row-1")).toContainText(changedRange);

  // One row's edit: a price, and out of the accreditation.
  await page.goto(`${server.url}/desk/scope/edit?id=1`);
  await expect(
    page.getByRole("heading", { level: 1, name: scopeDesk.edit.title(1) }),
  ).toBeVisible();
  await expect(page.getByLabel(scopeFieldNames.range)).toHaveValue(changedRange);
  await page.getByLabel(scopeFieldNames.price).fill("1,750.50");
  await page.getByLabel(scopeDesk.edit.accreditedLabel).uncheck();
  await page.getByRole("button", { name: scopeDesk.edit.save }).click();
  await expect(page).toHaveURL(`${server.url}/desk/scope/edit?id=1&done=saved`);
  await expect(page.getByText(scopeDesk.done.saved)).toBeVisible();
  const versions = page
    .getByRole("region", { name: scopeDesk.edit.versions })
    .getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText(
    `${scopeFieldNames.price} “₹1,500.00” → “₹1,750.50”`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`desk-scope-row-${testInfo.project.name}.png`),
    fullPage: true,
  });
  // Put back: the version before the edit, as a new version.
  await page.getByRole("button", { name: scopeDesk.edit.restoreLabel(2) }).click();
  await expect(page).toHaveURL(`${server.url}/desk/scope/edit?id=1&done=restored`);
  await expect(page.getByLabel(scopeFieldNames.price)).toHaveValue("1500.00");
  await expect(page.getByLabel(scopeDesk.edit.accreditedLabel)).toBeChecked();
  await expect(versions).toHaveCount(4);
  await page.getByLabel(scopeFieldNames.price).fill("1,750.50");
  await page.getByLabel(scopeDesk.edit.accreditedLabel).uncheck();
  await page.getByRole("button", { name: scopeDesk.edit.save }).click();
  await expect(versions).toHaveCount(5);
  // A wrong price is refused, named beside its field.
  await page.getByLabel(scopeFieldNames.price).fill("lots");
  await page.getByRole("button", { name: scopeDesk.edit.save }).click();
  await expect(page.getByRole("alert")).toContainText(scopeDesk.edit.price);
  await expect(page.getByLabel(scopeFieldNames.price)).toHaveAttribute("aria-invalid", "true");

  // The export says what the scope says now.
  const after = parse(
    await (await page.request.get(`${server.url}/desk/scope/export.csv`)).text(),
    { bom: true },
  ) as string[][];
  expect(after.find((r) => r[6] === changedRange)?.slice(8, 10)).toEqual(["No", "1750.50"]);

  // The audit log says each change in words.
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInAt(adminPage, server.url, admin);
  await adminPage.goto(`${server.url}/desk/audit`);
  for (const action of [
    "scope imported",
    "scope row added",
    "scope row changed",
    "scope row removed",
    "scope row restored",
    "scope exported",
  ])
    await expect(
      adminPage.getByRole("row").filter({ hasText: scopeAuditActions[action]! }).first(),
    ).toBeVisible();
  await expect(
    adminPage.getByRole("row").filter({ hasText: "1 added, 1 changed, 1 removed" }),
  ).toBeVisible();
  await context.close();
});

test("a file without NABL's columns, or with a wrong value, is refused line by line and nothing changes", async ({
  page,
}) => {
  await signInAt(page, server.url, quality);
  await page.goto(`${server.url}/desk/scope`);
  await page.getByLabel(scopeDesk.import.file).setInputFiles({
    name: "wrong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csvOf([NABL_HEADER.slice(3, 6), ["Cables", "", "IS 8130"]])),
  });
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: scopeDesk.import.submit }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Line 2: Component / parameter is empty.");
  await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an import adds and updates unless told to replace the scope; replacing puts the removals first, in red, to be confirmed", async ({
  page,
}, testInfo) => {
  await signInAt(page, server.url, quality);
  await page.goto(`${server.url}/desk/scope`);
  const exported = await page.request.get(`${server.url}/desk/scope/export.csv`);
  const [header, , second] = parse(await exported.text(), { bom: true }) as string[][];
  const added = [
    "testing",
    "Electrical",
    "Transformers",
    `Dry type transformers (${testInfo.project.name})`,
    "Sound level measurement",
    "IS 2026 (Part 10)",
    "Up to 120 dB(A)",
    "",
    "Yes",
    "4,000",
    "transformers",
  ];
  const upload = async (mode?: "replace") => {
    await page.getByLabel(scopeDesk.import.file).setInputFiles({
      name: "two-rows.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csvOf([header!, second!, added])),
    });
    if (mode) await page.getByLabel(scopeDesk.import.modes[mode]).check();
    await page.getByRole("button", { name: scopeDesk.import.submit }).click();
    await expect(page.getByRole("heading", { level: 2, name: d.heading })).toBeVisible();
  };

  // The default: the rows the file leaves out stay.
  await expect(page.getByLabel(scopeDesk.import.modes.update)).toBeChecked();
  await upload();
  await expect(page.getByText(d.modeUpdate)).toBeVisible();
  await expect(page.getByRole("button", { name: d.apply(1, 0, 0) })).toHaveCount(2);
  await expect(page.getByRole("region", { name: new RegExp(`^${d.removed}`) })).toHaveCount(0);

  // Replacing: the removals first, in red, counted in the button, and a box to tick.
  await page.goto(`${server.url}/desk/scope`);
  await upload("replace");
  const current = Number(
    (await page.getByText(/rows, \d+ of them not accredited/).textContent())!.replace(/\D.*$/, ""),
  );
  const removed = current - 1;
  const removals = page.getByRole("region", { name: `${d.removed} (${removed})` });
  await expect(removals).toContainText(d.removedWarning(removed));
  const addedList = page.getByRole("region", { name: `${d.added} (1)` });
  expect((await removals.boundingBox())!.y).toBeLessThan((await addedList.boundingBox())!.y);
  const apply = page.getByRole("button", { name: d.apply(1, 0, removed) });
  await expect(apply).toHaveCount(2);
  // The top Apply stands above the lists, on the first screen.
  expect((await apply.first().boundingBox())!.y).toBeLessThan((await removals.boundingBox())!.y);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`desk-scope-replace-dry-run-${testInfo.project.name}.png`),
  });
  // Unticked, the browser keeps the form: nothing is applied.
  await apply.last().click();
  await expect(page).toHaveURL(`${server.url}/desk/scope`);
  await expect(page.getByRole("heading", { level: 2, name: d.heading })).toBeVisible();
  await page.getByRole("link", { name: d.cancel }).first().click();
  await expect(page.getByText(scopeDesk.list.count(current, 0).split(",")[0]!)).toBeVisible();
});

test("staff without the quality role may not open the scope's desk", async ({ page }) => {
  const hr = addUser(server.dbPath, "scope-hr", ["hr"]);
  await signInAt(page, server.url, hr);
  const response = await page.goto(`${server.url}/desk/scope`);
  expect(response?.status()).toBe(403);
});
