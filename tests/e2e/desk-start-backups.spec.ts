import { expect, test } from "@playwright/test";
import { backupState as words, readinessWords } from "@/content/backups";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";

/**
 * An administrator's start page says how the backups stand, at 1440 px and
 * 390 px: here (the suite's server) none are set up and none has run, in red
 * and in words, with each readiness check; other roles do not see it.
 */

test("an administrator's start page shows the backups and the readiness checks; a colleague's does not", async ({
  page,
}, testInfo) => {
  await signInAs(page, addUser(suiteDb, "start-backups", ["admin"]));
  const section = page.getByRole("region", { name: words.heading });
  await expect(section).toBeVisible();
  await expect(section).toHaveAttribute("data-backups", "red");
  await expect(section).toContainText(words.off);
  await expect(section).toContainText(words.never);
  await expect(section).toContainText(words.drillNever);
  await expect(section.locator('[data-ready="backup"]')).toHaveText(
    `${words.readyNot}: ${readinessWords.backup}`,
  );
  await expect(section.locator('[data-ready="database"]')).toHaveText(
    `${words.readyOk}: ${readinessWords.database}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("start-backups.png"), fullPage: true });

  await page.context().clearCookies();
  await signInAs(page, addUser(suiteDb, "start-backups-leads", ["leads"]));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: words.heading })).toHaveCount(0);
});
