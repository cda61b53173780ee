import { expect, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { registerDesk } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { reportPage, suiteRegister } from "./deskRegister";

/**
 * The `quality` role (a quality manager, an auditor), added in the registry of
 * desk areas and its words only: it reads the register, a report, its checks
 * and PDF, and is refused when it tries to register, authorise or withdraw.
 */

let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

test("quality reads a report and its checks, and can change nothing", async ({ page }) => {
  const issued = await reg.create();
  await reg.attach(issued, "quality");
  const waiting = await reg.register(addUser(suiteDb, "clerk", ["reports"]));
  await signInAs(page, addUser(suiteDb, "quality", ["quality"]));
  await expect(page).toHaveURL(/\/desk\/start$/);
  await page.goto("/desk/reports");
  await expect(page.getByRole("link", { name: registerDesk.list.newReport })).toHaveCount(0);

  await reportPage(page, issued.reference);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(displayUlr(issued.reference));
  await expect(page.getByText(registerDesk.view.readOnly)).toBeVisible();
  await expect(page.getByText(registerDesk.view.checks, { exact: false }).first()).toBeVisible();
  for (const heading of [
    registerDesk.view.withdraw.heading,
    registerDesk.view.attach.heading,
    registerDesk.view.amend.heading,
  ])
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const pdf = await page.request.get(`/desk/reports/pdf?id=${issued.reference}&version=1`);
  expect(pdf.status()).toBe(200);

  // Registering, authorising and withdrawing are refused, whatever is posted.
  await page.goto("/desk/reports/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(desk.forbidden.heading);
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, maxRedirects: 0 });
  expect(
    (
      await post(`/desk/reports/view?id=${issued.reference}`, {
        action: "withdraw",
        reason: "Not mine",
        confirm: "yes",
      })
    ).status(),
  ).toBe(403);
  expect(
    (await post(`/desk/reports/view?id=${waiting.reference}`, { action: "authorise" })).status(),
  ).toBe(403);
  expect((await post("/desk/reports/authorise", { ref: waiting.reference })).status()).toBe(403);
  expect((await post("/desk/reports/new", { reportNumber: "X" })).status()).toBe(403);
  await reportPage(page, issued.reference);
  await expect(page.getByTestId("report-status")).toHaveText(registerDesk.statuses.issued);
});
