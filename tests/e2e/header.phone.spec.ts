import { expect, test, type Page } from "@playwright/test";
import { brochureFileName } from "@/content/site";
import { services } from "@/content/services";
import { TESTING_NAMES } from "./menuNames";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("mobile menu", () => {
  test("opens and closes with its buttons, traps focus, returns focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // While the modal dialog is open, the rest of the page is inert.
    const open = page.locator('button[aria-label="Open menu"]');
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the page behind the open menu does not scroll; a tap beside the panel closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    // The wheel's scroll has been handled once a frame has been drawn after it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("every top-level row of the menu is set in the same type", async ({ page }) => {
    await page.goto("/");
    await page.locator('button[aria-label="Open menu"]').click();
    const nav = page.getByRole("dialog").getByRole("navigation", { name: "Mobile" });
    const looks = (name: string, role: "link" | "button") =>
      nav.getByRole(role, { name, exact: true }).evaluate((e) => {
        const s = getComputedStyle(e);
        return `${s.fontFamily} ${s.fontSize} ${s.fontWeight}`;
      });
    expect(await looks("Service", "button")).toBe(await looks("About", "link"));
  });

  test("service tree: one group open at a time", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Service" }).click();
    const testing = dialog.getByRole("button", { name: "Testing", exact: true });
    const training = dialog.getByRole("button", { name: "Training" });
    await testing.click();
    await expect(testing).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: TESTING_NAMES[1], exact: true })).toBeVisible();
    await training.click();
    await expect(training).toHaveAttribute("aria-expanded", "true");
    await expect(testing).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "ISO 17020" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Download Brochure" })).toHaveAttribute(
      "download",
      brochureFileName,
    );
  });

  test("names the services in title case, as they read; the links keep the services' ids", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Service" }).click();
    const testing = dialog.getByRole("button", { name: "Testing", exact: true });
    await testing.click();
    const links = dialog.getByRole("region", { name: "Testing" }).getByRole("link");
    await expect(links).toHaveText(TESTING_NAMES);
    for (const [i, s] of services.entries()) {
      await expect(links.nth(i)).toHaveAttribute(
        "href",
        `/service-details?id=${encodeURIComponent(s.title)}`,
      );
    }
    await dialog.getByRole("button", { name: "On Site Testing" }).click();
    await expect(
      dialog.getByRole("region", { name: "On Site Testing" }).getByRole("link"),
    ).toHaveText([
      "Transformer Testing",
      "Relay Testing",
      "Tan Delta Testing",
      "SFRA Testing",
      "Hi Pot Testing",
      "Cable Fault Locator",
      "CT-PT Testing",
    ]);
  });

  test("the brochure link says its format and size (of the file the site serves)", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const link = page.getByRole("dialog").getByRole("link", { name: /Download Brochure/ });
    const file = await page.request.get((await link.getAttribute("href"))!);
    expect(file.ok()).toBe(true);
    const kb = Math.max(1, Math.round((await file.body()).length / 1024));
    await expect(link).toHaveText(`Download Brochure (PDF, ${kb} KB)`);
  });

  test("closes on a route change and lands at the top of the new page", async ({ page }) => {
    await page.goto("/about");
    await scrollTo(page, 600);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("closes when the window grows past 1024 px", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
