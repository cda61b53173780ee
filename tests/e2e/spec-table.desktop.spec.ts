import { expect, test } from "@playwright/test";

/** The specification table of /cable-testing (its region is named by its caption). */
const table = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /test specifications$/ });

test("on a 390 px phone the spec table says it scrolls, and scrolls by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/cable-testing");
  const region = table(page);
  await region.scrollIntoViewIfNeeded();
  await expect(page.getByText("Scroll for more", { exact: true })).toBeVisible();
  // A shadow at the edge where more of the table is hidden.
  const shadow = await region.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(shadow).toContain("gradient");

  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("at 1440 px the whole table fits and no hint is shown", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/cable-testing");
  const region = table(page);
  await region.scrollIntoViewIfNeeded();
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByText("Scroll for more", { exact: true })).toBeHidden();
});
