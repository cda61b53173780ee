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
  const report = reg.create({ customer: `Shivam Transformers ${marker}` });
  reg.attach(report, "axe");
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
