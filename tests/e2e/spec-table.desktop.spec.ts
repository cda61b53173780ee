import { expect, test, type Locator } from "@playwright/test";

/** The specification table of /cable-testing (its region is named by its caption). */
const table = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /test specifications$/ });

/** The opacity of the shadow drawn over one edge of the table's box. */
const shade = (region: Locator, side: "::before" | "::after") =>
  region.evaluate((el, pseudo) => getComputedStyle(el.parentElement!, pseudo).opacity, side);

test("on a 390 px phone the spec table says it scrolls, and scrolls by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/cable-testing");
  const region = table(page);
  await region.scrollIntoViewIfNeeded();
  await expect(page.getByText("Scroll for more", { exact: true })).toBeVisible();
  // A shadow on the side where more of the table is hidden: the right, then the left.
  await expect.poll(() => shade(region, "::after")).toBe("1");
  await expect.poll(() => shade(region, "::before")).toBe("0");

  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // At the far end, the shadow moves to the side that now has more.
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
  await expect.poll(() => shade(region, "::after")).toBe("0");
  await expect.poll(() => shade(region, "::before")).toBe("1");
});

test("at 1440 px the whole table fits and no hint is shown", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/cable-testing");
  const region = table(page);
  await region.scrollIntoViewIfNeeded();
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByText("Scroll for more", { exact: true })).toBeHidden();
  expect(await shade(region, "::after")).toBe("0");
  expect(await shade(region, "::before")).toBe("0");
});
