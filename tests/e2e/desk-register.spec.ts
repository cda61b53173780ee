import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerDesk } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { reportPage, suiteRegister } from "./deskRegister";

/** The register's pages at 1440 px (desktop) and 390 px (phone): readable, operable, no axe finding. */

let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

test("the list, a new report and a report's page pass axe; on a phone the list is cards", async ({
  page,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8);
  const report = await reg.create({ customer: `Shivam Transformers ${marker}` });
  await reg.attach(report, "axe");
  const phone = testInfo.project.name === "phone";
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await page.goto("/desk/reports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(registerDesk.list.heading);
  const cards = page.getByRole("list", { name: registerDesk.list.heading });
  const table = page.getByRole("table", { name: registerDesk.list.heading });
  if (phone) {
    await expect(cards).toBeVisible();
    await expect(table).toBeHidden();
    await expect(cards.getByRole("listitem").first()).toBeInViewport();
  } else {
    await expect(table).toBeVisible();
    await expect(cards).toBeHidden();
  }
  await expectNoAxeViolations(page);
  await shot("register-list");

  await page.goto(`/desk/reports?q=${marker}`);
  const entry = (phone ? cards.getByRole("listitem") : table.getByRole("row").nth(1)).first();
  await expect(entry).toContainText(`Shivam Transformers ${marker}`);
  await entry.getByRole("link", { name: displayUlr(report.reference) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(displayUlr(report.reference));
  await expectNoAxeViolations(page);
  // Nothing wider than the screen but the PDF versions' own scrolling table.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await shot("register-view");

  await page.goto("/desk/reports/new");
  await expectNoAxeViolations(page);
  await shot("register-new");
  await page.getByRole("button", { name: registerDesk.newPage.submit }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("register-new-errors");

  await reportPage(page, "TC114822699999999F");
  await expectNoAxeViolations(page);
});

test("the list's badges say each status in words and colour, the to-do links count, and a non-accredited report has no ULR", async ({
  page,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8);
  const customer = `Badge Works ${marker}`;
  const issued = await reg.create({
    customer,
    issueDate: "2019-06-01",
    dueDate: "2020-01-01",
    kind: "calibration-certificate",
    ulr: "",
    accredited: false,
    reportNumber: `MET/CC/${marker}/1`,
  });
  const awaiting = await reg.create({ customer }, { awaiting: true });
  const withdrawn = await reg.withdraw(await reg.create({ customer }));
  const newer = await reg.create({ customer });
  await reg.attach(newer, "newer");
  const superseded = await reg.supersede(await reg.create({ customer }), newer);
  const phone = testInfo.project.name === "phone";
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
  await page.goto(`/desk/reports?q=${marker}`);
  const list = phone
    ? page.getByRole("list", { name: registerDesk.list.heading })
    : page.getByRole("table", { name: registerDesk.list.heading });
  const entry = (reference: string) =>
    (phone ? list.getByRole("listitem") : list.getByRole("row")).filter({ hasText: reference });
  const statuses = registerDesk.statuses;
  await expect(entry(`MET/CC/${marker}/1`)).toContainText(statuses.issued);
  await expect(entry(`MET/CC/${marker}/1`)).toContainText(registerDesk.duePassedBadge);
  await expect(entry(`MET/CC/${marker}/1`)).toContainText(registerDesk.list.notAccredited);
  await expect(
    entry(`MET/CC/${marker}/1`).getByRole("link", { name: `MET/CC/${marker}/1` }),
  ).toBeVisible();
  await expect(entry(displayUlr(awaiting.reference))).toContainText(
    statuses["awaiting-authorisation"],
  );
  await expect(entry(displayUlr(withdrawn.reference))).toContainText(statuses.withdrawn);
  await expect(entry(displayUlr(superseded.reference))).toContainText(statuses.superseded);
  // Each badge its own colour pair.
  const colours = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-badge]")]
      .filter((b) => b.offsetParent !== null)
      .map((b) => [
        b.dataset.badge,
        getComputedStyle(b).backgroundColor,
        getComputedStyle(b).color,
      ]),
  );
  const byKind = new Map(colours.map(([kind, bg, fg]) => [kind, `${bg}/${fg}`]));
  expect([...byKind.keys()].sort()).toEqual(
    ["awaiting-authorisation", "due-passed", "issued", "superseded", "withdrawn"].sort(),
  );
  expect(new Set(byKind.values()).size).toBe(5);
  // Withdrawn and superseded reports have no box to tick; the others do, labelled by reference.
  await expect(
    page.getByRole("checkbox", { name: registerDesk.list.select(displayUlr(awaiting.reference)) }),
  ).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: registerDesk.list.select(displayUlr(withdrawn.reference)) }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("register-badges.png"), fullPage: true });

  // The to-do links: counts, and the lists they open.
  await page.goto("/desk/reports");
  const todo = page.getByRole("navigation", { name: registerDesk.list.todo });
  await expect(todo.getByRole("link", { name: /^Awaiting authorisation \(\d+\)$/ })).toBeVisible();
  await todo.getByRole("link", { name: /^Needs final PDF \([\d,]+\)$/ }).click();
  await expect(page).toHaveURL(/\/desk\/reports\?pdf=missing$/);
  await expect(page.getByRole("checkbox", { name: registerDesk.list.needsPdf })).toBeChecked();
  await page.goto(`/desk/reports?q=${marker}&pdf=missing`);
  await expect(entry(displayUlr(awaiting.reference))).toBeVisible();
  await expect(entry(displayUlr(newer.reference))).toHaveCount(0);
  await expect(entry(displayUlr(withdrawn.reference))).toHaveCount(0);
  await page.goto(`/desk/reports?q=${marker}&status=awaiting-authorisation`);
  await expect(page.getByText(registerDesk.list.total(1))).toBeVisible();
  await expect(page.getByRole("combobox", { name: registerDesk.list.status })).toHaveValue(
    "awaiting-authorisation",
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  void issued;
});

test("a filter value the list cannot use is the 400 page", async ({ page }) => {
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
  for (const query of ["pdf=yes", "status=awaiting", "select=some"]) {
    const answer = await page.goto(`/desk/reports?${query}`);
    expect(answer?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(registerDesk.query.heading);
  }
});
