import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";
import { expectNoAxeViolations } from "./axe";

test("axe finds no violations with the Service menu and its Testing submenu open", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Service" })
    .click();
  await page.getByRole("menuitem", { name: "Testing", exact: true }).click();
  await expect(page.getByRole("menu")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("axe finds no violations with the more menu open", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "More pages and brochure" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("keyboard only: Tab reaches the main menu in order, focus is always visible", async ({
  page,
}) => {
  await page.goto("/about");
  const expected = [
    "Skip to main content",
    "Malwa Electrotest",
    "Home",
    "About",
    "Service",
    "Contact",
    "More pages and brochure",
  ];
  for (const name of expected) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAccessibleName(name);
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline, name).not.toBe("none");
  }
});

test("keyboard only: focus is never hidden under the fixed header", async ({ page }) => {
  await page.goto("/about");
  const headerBottom = await page
    .locator("header")
    .evaluate((h) => h.getBoundingClientRect().bottom);
  await page.locator("main").focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    // Smooth scrolling brings the focused control into view over a few frames: poll its final place.
    await expect
      .poll(
        () =>
          page.evaluate((limit) => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el.closest("header") || getComputedStyle(el).position === "fixed")
              return true;
            const r = el.getBoundingClientRect();
            // A control (not a whole region taller than the screen) must show below the header.
            return r.bottom <= 0 || r.height >= 300 || r.top >= limit;
          }, headerBottom - 1),
        { message: `tab stop ${i}`, timeout: 3000 },
      )
      .toBe(true);
  }
});

test("keyboard only: the consultation form can be filled and sent without a mouse", async ({
  page,
}) => {
  await page.route("**/api/v1.0/email/**", (route) => route.fulfill({ status: 200, body: "OK" }));
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Consultation" });
  await hydrated(form);
  await form.getByLabel(/^Full name/).focus();
  await page.keyboard.type("Asha Nair");
  await page.keyboard.press("Tab");
  await page.keyboard.type("asha@example.in");
  await page.keyboard.press("Tab");
  await page.keyboard.type("9826011223");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Calibrate 12 energy meters.");
  await page.keyboard.press("Tab"); // the privacy notice (its summary)
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Message sent successfully!")).toBeVisible();
});
