import { expect, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { registerDesk } from "@/content/reports";
import { expectNoAxeViolations } from "./axe";
import { addUser, postEnquiry, signInAs, suiteDb } from "./deskStaff";
import { suiteRegister } from "./deskRegister";

/**
 * Every account lands on what needs its attention, in the areas it may open
 * (the registry of desk areas decides), at 1440 px and 390 px.
 */

const words = desk.start;

test("each role's start page lists what waits in its areas, and each line opens the list", async ({
  page,
  baseURL,
}, testInfo) => {
  // Seven accounts, each made by the command line and signed in (four with their code step).
  test.setTimeout(90_000);
  const reg = suiteRegister();
  await reg.register(addUser(suiteDb, "clerk", ["reports"]));
  reg.close();
  await postEnquiry(baseURL!, "start-page");
  const expected: Record<string, string[]> = {
    leads: ["newLeads"],
    hr: ["newApplications"],
    content: [],
    reports: ["awaitingAuthorisation", "needsFinalPdf"],
    signatory: ["awaitingAuthorisation", "needsFinalPdf"],
    quality: ["awaitingAuthorisation", "needsFinalPdf"],
    admin: ["newLeads", "awaitingAuthorisation", "needsFinalPdf"],
  };
  for (const [role, keys] of Object.entries(expected)) {
    await page.context().clearCookies();
    await signInAs(page, addUser(suiteDb, `start-${role}`, [role]));
    await expect(page).toHaveURL(/\/desk\/start$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    for (const key of keys) await expect(page.locator(`[data-attention="${key}"]`)).toBeVisible();
    if (!keys.length) await expect(page.getByText(words.nothingWaits)).toBeVisible();
    if (role === "hr") await expect(page.locator('[data-attention="newLeads"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`start-${role}.png`), fullPage: true });
  }
  // The last account (an admin) follows a line to the list it names.
  await page.locator('[data-attention="awaitingAuthorisation"] a').click();
  await expect(page).toHaveURL(/\/desk\/reports\?status=awaiting-authorisation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(registerDesk.list.heading);
});
