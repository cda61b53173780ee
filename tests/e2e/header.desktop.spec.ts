import { expect, test } from "@playwright/test";
import { brochureFileName } from "@/content/site";
import { services } from "@/content/services";
import { TESTING_NAMES } from "./menuNames";

test.describe("desktop menus", () => {
  test("Service dropdown: Testing lists every service, one submenu at a time, click outside closes", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");

    const trigger = nav.getByRole("button", { name: "Service" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("menu").first();
    await expect(menu.getByRole("menuitem", { name: "Calibration" })).toHaveAttribute(
      "href",
      "/testing-and-certifications",
    );
    await expect(menu.getByRole("menuitem", { name: "GIS & AIS" })).toHaveAttribute(
      "href",
      "/gis-and-ais",
    );
    await expect(menu.getByRole("menuitem", { name: "Cable Testing" })).toHaveAttribute(
      "href",
      "/cable-testing",
    );

    await menu.getByRole("menuitem", { name: "Testing", exact: true }).click();
    const testing = page.getByRole("menu").nth(1);
    // Named in title case as they read; the links keep the services' ids.
    await expect(testing.getByRole("menuitem")).toHaveText(TESTING_NAMES);
    for (const [i, s] of services.entries()) {
      await expect(testing.getByRole("menuitem").nth(i)).toHaveAttribute(
        "href",
        `/service-details?id=${encodeURIComponent(s.title)}`,
      );
    }

    await menu.getByRole("menuitem", { name: "Training" }).click();
    await expect(page.getByRole("menu")).toHaveCount(2);
    const training = page.getByRole("menu").nth(1);
    await expect(training.getByRole("menuitem")).toHaveText([
      "ISO 9001",
      "ISO/IEC/IS 17025",
      "ISO 17020",
    ]);

    await menu.getByRole("menuitem", { name: "On Site Testing" }).click();
    await expect(page.getByRole("menu")).toHaveCount(2);
    await expect(page.getByRole("menu").nth(1).getByRole("menuitem")).toHaveCount(7);

    await page.mouse.click(700, 700);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: open the Service menu, walk into Testing and follow a link; Escape closes", async ({
    page,
  }) => {
    await page.goto("/about");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Service" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menu")).toHaveCount(1);
    // All Services, then Testing
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Testing", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("menu")).toHaveCount(2);
    await expect(page.getByRole("menuitem", { name: TESTING_NAMES[0], exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/service-details\?id=/);
  });

  test("menu icon opens Blogs, Career, Gallery, Verify a Report and the brochure download", async ({
    page,
  }) => {
    await page.goto("/");
    const more = page.getByRole("button", { name: "More pages and brochure" });
    // The icon carries a visible word, part of its accessible name.
    await expect(more).toHaveText("More");
    await expect(more.getByText("More", { exact: true })).toBeVisible();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(menu.getByRole("menuitem", { name: "Career" })).toHaveAttribute("href", "/career");
    await expect(menu.getByRole("menuitem", { name: "Gallery" })).toHaveAttribute(
      "href",
      "/gallery",
    );
    // Issue 25: the report check is one step from every page.
    await expect(menu.getByRole("menuitem", { name: "Verify a Report" })).toHaveAttribute(
      "href",
      "/verify",
    );
    const download = menu.getByRole("menuitem", { name: /Download Brochure/ });
    await expect(download).toHaveAttribute("download", brochureFileName);
    // Format and size, the size of the file the site serves.
    const served = await page.request.get((await download.getAttribute("href"))!);
    const kb = Math.max(1, Math.round((await served.body()).length / 1024));
    await expect(download).toHaveText(`Download Brochure (PDF, ${kb} KB)`);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe(brochureFileName);
  });

  test("the menus' code loads on first use: a keyboard opening lands on the first item", async ({
    page,
  }) => {
    await page.goto("/about");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Service" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "All Services" })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("when the menu's code cannot load, the visitor is told and a second press works", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    // Offline from here on: the Service menu's script cannot be fetched.
    await page.route("**/_astro/**", (route) => route.abort());
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Service" });
    await trigger.click();
    await expect(
      page.getByRole("status").filter({ hasText: "The menu could not load" }),
    ).toHaveText("The menu could not load. Check your connection and try again.");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.unrouteAll();
    await trigger.click();
    await expect(page.getByRole("menuitem", { name: "All Services" })).toBeVisible();
  });
});
