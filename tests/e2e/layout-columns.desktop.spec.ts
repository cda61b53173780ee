import { expect, test, type Locator, type Page } from "@playwright/test";
import { aboutWords, newsCards, values } from "@/content/about";
import { careerAdvantages } from "@/content/careers";
import { blogPosts } from "@/content/blog";
import { careerBenefits } from "@/content/careerBenefits";
import { cableTesting } from "@/content/cableTesting";
import { galleryCategories } from "@/content/gallery";
import { gisAis } from "@/content/gisAis";
import { trainingWhyChooseUs } from "@/content/training";
import { certificateSliderHeading, hero } from "@/content/home";
import { footerWords } from "@/content/footer";

/*
 * The spec's desktop layout starts above 1024 px (the slide-in menu serves up to
 * 1024 px). Columns are counted as a visitor sees them: the distinct left edges of
 * a grid's visible items.
 */
const WIDTHS = [1440, 1024, 768, 390] as const;
type Counts = Record<(typeof WIDTHS)[number], number>;

/** Columns of the grid whose item holds `inner` (the item is inner's closest `itemSelector`). */
function columns(inner: Locator, itemSelector: string): Promise<number> {
  return inner.first().evaluate((el, selector) => {
    const grid = el.closest(selector)?.parentElement;
    if (!grid) return 0;
    const lefts = [...grid.children]
      .map((child) => child.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => Math.round(r.left));
    return new Set(lefts).size;
  }, itemSelector);
}

const main = (page: Page) => page.locator("main");
const headingIn = (scope: Locator, name: string) =>
  scope.getByRole("heading", { name, exact: true });

type Grid = {
  name: string;
  route: string;
  inner: (page: Page) => Locator;
  item: string;
  counts: Counts;
};

const grids: Grid[] = [
  {
    name: "footer",
    route: "/about",
    inner: (page) => headingIn(page.getByRole("contentinfo"), footerWords.services),
    item: "div",
    counts: { 1440: 4, 1024: 2, 768: 2, 390: 1 },
  },
  {
    name: "service grid on /service",
    route: "/service",
    inner: (page) =>
      main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") }),
    item: "li",
    counts: { 1440: 3, 1024: 2, 768: 2, 390: 1 },
  },
  {
    name: "gallery (first tab)",
    route: "/gallery",
    inner: (page) => main(page).getByAltText(galleryCategories[0]!.images[0]!.alt, { exact: true }),
    item: "li",
    counts: { 1440: 3, 1024: 2, 768: 2, 390: 1 },
  },
  {
    name: "certificates on /about",
    route: "/about",
    inner: (page) =>
      page.getByRole("region", { name: aboutWords.certifications }).getByRole("listitem"),
    item: "li",
    counts: { 1440: 5, 1024: 3, 768: 3, 390: 2 },
  },
];

for (const grid of grids) {
  test(`${grid.name}: columns at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(grid.route);
      const inner = grid.inner(page);
      await inner.first().scrollIntoViewIfNeeded();
      expect(await columns(inner, grid.item), `${grid.name} at ${width} px`).toBe(
        grid.counts[width],
      );
    }
  });
}

test(`home certificate slider: slides in view at ${WIDTHS.join(", ")} px`, async ({ browser }) => {
  // Reduced motion: no autoplay, so the slides stay where they start.
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const expected: Counts = { 1440: 3, 1024: 2, 768: 2, 390: 1 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const section = page.getByRole("region", { name: certificateSliderHeading });
    await section.scrollIntoViewIfNeeded();
    const slides = section.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeVisible();
    const inView = await slides.first().evaluate((first) => {
      const track = first.parentElement!.parentElement!.getBoundingClientRect();
      return [...first.parentElement!.children].filter((slide) => {
        const r = slide.firstElementChild!.getBoundingClientRect();
        return r.width > 0 && r.left >= track.left - 1 && r.right <= track.right + 1;
      }).length;
    });
    expect(inView, `slides at ${width} px`).toBe(expected[width]);
  }
  await context.close();
});

/** Further grids the desktop layout widens: [route, an item's heading, columns at 1440, at 1024]. */
const moreGrids: [string, string, number, number][] = [
  ["/about", values[0]!.title, 3, 2],
  ["/about", newsCards[0]!.title, 4, 2],
  ["/blogs", blogPosts[0]!.title, 4, 2],
  ["/career", careerAdvantages[0]!.title, 4, 2],
  ["/career-benefit", careerBenefits[0]!.title, 3, 2],
  ["/testing-and-certifications", trainingWhyChooseUs[0]!.title, 3, 2],
  ["/gis-and-ais", gisAis.benefits[0]!.title, 3, 2],
  ["/cable-testing", cableTesting.benefits[0]!.title, 3, 2],
];

for (const [route, title, wide, tablet] of moreGrids) {
  test(`${route}: the grid of "${title}" has ${wide} columns at 1440 px, ${tablet} at 1024 px`, async ({
    page,
  }) => {
    for (const [width, count] of [
      [1440, wide],
      [1024, tablet],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const inner = headingIn(main(page), title);
      await inner.first().scrollIntoViewIfNeeded();
      expect(await columns(inner, "li"), `${route} at ${width} px`).toBe(count);
    }
  });
}

test("the home heading is larger on the desktop layout than on a tablet", async ({ page }) => {
  const sizes: Record<number, string> = {};
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1, name: hero.heading });
    sizes[width] = await h1.evaluate((el) => getComputedStyle(el).fontSize);
  }
  // text-6xl on the desktop layout, text-5xl from 640 px, text-4xl below.
  expect(sizes).toEqual({ 1440: "60px", 1024: "48px", 390: "36px" });
});

test("the desktop menu starts at 1025 px; up to 1024 px the slide-in menu's button shows", async ({
  page,
}) => {
  await page.goto("/about");
  const mainNav = page.getByRole("navigation", { name: "Main" });
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(mainNav).toBeHidden();
  await expect(menuButton).toBeVisible();
  await page.setViewportSize({ width: 1025, height: 900 });
  await expect(mainNav).toBeVisible();
  await expect(menuButton).toBeHidden();
});
