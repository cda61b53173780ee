import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";
import { yearInKolkata } from "@/lib/clock";

const header = (page: Page) => page.locator("header").first();

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("header", () => {
  test("changes style past 78 px of scroll, both ways", async ({ page }) => {
    await page.goto("/about");
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 70);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 90);
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect(header(page)).toHaveAttribute("data-tone", "solid");
    await scrollTo(page, 40);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  });

  test("inner pages with a light top use the accent tone, the home page does not", async ({
    page,
  }) => {
    await page.goto("/feedback");
    await expect(header(page)).toHaveAttribute("data-tone", "accent");
    const brand = header(page).getByRole("link", { name: site.name });
    await expect(brand).toHaveCSS("color", "rgb(154, 52, 18)");
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-tone", "light");
  });
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
});

test("skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("footer", () => {
  test("columns, contact block, hours, call to action and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Quick Contact" })).toBeVisible();
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    for (const p of site.phones) {
      await expect(footer.getByRole("link", { name: p.display })).toHaveAttribute(
        "href",
        `tel:${p.tel}`,
      );
    }
    await expect(footer.getByRole("link", { name: /Indore/ })).toHaveAttribute(
      "href",
      site.mapsUrl,
    );

    const services = footer
      .getByRole("heading", { name: "Services" })
      .locator("xpath=..")
      .getByRole("link");
    await expect(services).toHaveText([
      "Testing and Certifications",
      "Transmission Equipment",
      "Transformers",
      "Insulators",
    ]);
    await expect(services.nth(1)).toHaveAttribute(
      "href",
      "/service-details?id=Transmission%20equipment",
    );

    const links = footer
      .getByRole("heading", { name: "Links" })
      .locator("xpath=..")
      .getByRole("link");
    await expect(links).toHaveText([
      "Blogs",
      "Career",
      "Gallery",
      "Verify a Report",
      "Feedback",
      "Privacy Policy",
      "Accessibility",
    ]);

    for (const s of site.social) {
      const a = footer.getByRole("link", { name: new RegExp(s.name) });
      await expect(a).toHaveAttribute("href", s.href);
      await expect(a).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByText("Monday - Saturday")).toBeVisible();
    await expect(footer.getByText("10:00 - 18:30")).toBeVisible();
    await expect(footer.getByText("Closed")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Schedule Your Test" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(footer).toContainText(`© ${yearInKolkata()} ${site.name}. All Rights Reserved.`);
  });

  test("background video is muted, looping and inline once the footer is near", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByTestId("footer-video")).toHaveCount(0);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const video = page.getByTestId("footer-video");
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [
        v.muted,
        v.loop,
        v.playsInline,
        v.poster !== "",
      ]),
    ).toEqual([true, true, true, true]);
  });

  test("under reduced motion the footer shows the still poster, no video", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("footer-poster")).toHaveCount(1);
    await expect(page.getByTestId("footer-video")).toHaveCount(0);
    await context.close();
  });
});

test("End lands on the footer, and a footer link opens its page at the top", async ({ page }) => {
  // Home's and About's later sections grow most as they render (placeholder 40rem).
  for (const route of ["/", "/about"]) {
    await page.goto(route);
    await page.keyboard.press("End");
    // The scroll ends at the bottom of the page as it is once every section has rendered.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { scrollHeight } = document.documentElement;
          return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
        }),
      )
      .toBe(true);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Schedule Your Test" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("sections far below the first screen", () => {
  // checkVisibility({ contentVisibilityAuto: true }) is false while the browser skips rendering it.
  const lastHeading = (page: Page) =>
    page.locator("main#main-content > section").last().getByRole("heading").first();
  const rendered = (page: Page) =>
    lastHeading(page).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test("are rendered as the visitor reaches them, not with the first screen", async ({ page }) => {
    await page.goto("/");
    expect(await rendered(page)).toBe(false);
    await lastHeading(page).scrollIntoViewIfNeeded();
    await expect(lastHeading(page)).toBeInViewport();
    await expect.poll(() => rendered(page)).toBe(true);
  });

  test("are all rendered when the page is printed", async ({ page }) => {
    await page.goto("/");
    await page.emulateMedia({ media: "print" });
    expect(await rendered(page)).toBe(true);
  });
});

test("unknown paths answer 404 with the spec's page", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  await expect(
    page.getByText(
      "The page you're looking for doesn't exist or has been moved. Please check the URL or navigate back to the homepage.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});
