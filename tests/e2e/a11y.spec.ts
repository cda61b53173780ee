import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { routes } from "./routes";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).exclude("iframe").analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

for (const route of routes) {
  test(`axe finds no violations on ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/missing-page");
  await expectNoAxeViolations(page);
});

test("axe finds no violations with the header scrolled", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true");
  await expectNoAxeViolations(page);
});
