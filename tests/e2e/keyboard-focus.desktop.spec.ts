import { expect, test, type Locator, type Page } from "@playwright/test";
import { site } from "@/content/site";

/*
 * Issue 23, section 4: the keyboard's way through the header and the pages.
 * The focus ring is two-tone, GOV.UK's yellow inside a near-black edge, so one of
 * its colours stands 3:1 against whatever it sits on, and neither is the error red.
 */
const FOCUS = "rgb(255, 221, 0)";
const FOCUS_EDGE = "rgb(11, 12, 12)";
const ERROR = "rgb(185, 28, 28)"; // red-700, the invalid field's border

type Rgba = [number, number, number, number];
const parse = (css: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, css.startsWith("rgba") ? a : 1];
};
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The ring of what has focus (a visually hidden radio shows it on its label) and what it sits on. */
function focusLook(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1 && el.closest("label")) el = el.closest("label")!;
    const style = getComputedStyle(el);
    // The first backgrounds behind the element, nearest first, until an opaque one.
    const behind: string[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg === "rgba(0, 0, 0, 0)") continue;
      behind.push(bg);
      if (!bg.startsWith("rgba")) break;
    }
    return {
      name: `${el.tagName} ${el.id} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      behind,
    };
  });
}

/** What a stack of backgrounds (nearest first) looks like, over white where it is see-through. */
function flatten(stack: string[]): Rgba {
  let color: Rgba = [255, 255, 255, 1];
  for (const css of [...stack].reverse()) {
    const [r, g, b, a] = parse(css);
    color = [r * a + color[0] * (1 - a), g * a + color[1] * (1 - a), b * a + color[2] * (1 - a), 1];
  }
  return color;
}

async function expectFocusRing(page: Page, where: string) {
  // A date or time field moves focus between its inner parts: read the settled style.
  await expect
    .poll(async () => (await focusLook(page)).outline, { message: where, timeout: 2000 })
    .toBe(`solid 3px ${FOCUS}`);
  const look = await focusLook(page);
  const label = `${where}: ${look.name}`;
  expect(look.shadow, label).toContain(FOCUS_EDGE);
  expect(look.outline, label).not.toContain(ERROR);
  const background = flatten(look.behind);
  const best = Math.max(
    contrast(parse(FOCUS), background),
    contrast(parse(FOCUS_EDGE), background),
  );
  expect(best, `${label} over ${look.behind.join(" / ")}`).toBeGreaterThanOrEqual(3);
}

for (const route of ["/", "/about", "/contact", "/gallery"]) {
  test(`${route}: every tab stop shows the yellow and near-black ring (header over a banner, light and dark bands, footer, fields)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(route);
    const stops = await page.evaluate(
      () =>
        document.querySelectorAll(
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex='0']",
        ).length,
    );
    for (let i = 0; i < Math.min(stops, 120); i++) {
      await page.keyboard.press("Tab");
      const tag = await page.evaluate(() => document.activeElement?.tagName);
      if (tag === "BODY" || tag === "IFRAME") continue;
      await expectFocusRing(page, `${route} stop ${i}`);
    }
  });
}

test("a focused field that is valid does not look like an invalid one", async ({ page }) => {
  await page.goto("/contact");
  const field = page.getByRole("form", { name: "Request Consultation" }).getByLabel(/^Full name/);
  await field.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  const look = await focusLook(page);
  expect(look.outline).toBe(`solid 3px ${FOCUS}`);
  expect(await field.evaluate((el) => getComputedStyle(el).borderColor)).not.toBe(ERROR);
});

const serviceTrigger = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Service" });

async function openServiceMenuByKeyboard(page: Page) {
  await serviceTrigger(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "All Services" })).toBeFocused();
}

test("inside the Service menu the focused item shows the same ring as elsewhere", async ({
  page,
}) => {
  await page.goto("/about");
  await openServiceMenuByKeyboard(page);
  await expectFocusRing(page, "All Services");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Testing", exact: true })).toBeFocused();
  await expectFocusRing(page, "Testing");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("menu")).toHaveCount(2);
  await expectFocusRing(page, "first service");
});

for (const width of [1025, 1440]) {
  test(`at ${width} px Right Arrow opens each submenu to the right, where its chevron points`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    await openServiceMenuByKeyboard(page);
    for (const group of ["Testing", "Training", "On Site Testing"]) {
      const item = page.getByRole("menuitem", { name: group, exact: true });
      while (!(await item.evaluate((el) => el === document.activeElement)))
        await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      const submenu = page.getByRole("menu").nth(1);
      await expect(submenu).toBeVisible();
      const [itemBox, subBox] = [await item.boundingBox(), await submenu.boundingBox()];
      expect(subBox!.x, `${group} opens to the right`).toBeGreaterThanOrEqual(
        itemBox!.x + itemBox!.width,
      );
      expect(subBox!.x + subBox!.width, `${group} stays on screen`).toBeLessThanOrEqual(width);
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("menu")).toHaveCount(1);
      await expect(item).toBeFocused();
    }
  });
}

async function expectMenuClosed(page: Page, trigger: Locator) {
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
}

test("while the Service menu is open, Tab moves on to Contact and closes it; Shift+Tab goes back to Service", async ({
  page,
}) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await openServiceMenuByKeyboard(page);
  await page.keyboard.press("Tab");
  await expectMenuClosed(page, serviceTrigger(page));
  await expect(nav.getByRole("link", { name: "Contact" })).toBeFocused();

  // From inside a submenu too (each key once the menu has moved focus for the one before).
  await openServiceMenuByKeyboard(page);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Testing", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("menu")).toHaveCount(2);
  await page.keyboard.press("Tab");
  await expectMenuClosed(page, serviceTrigger(page));
  await expect(nav.getByRole("link", { name: "Contact" })).toBeFocused();

  await openServiceMenuByKeyboard(page);
  await page.keyboard.press("Shift+Tab");
  await expectMenuClosed(page, serviceTrigger(page));
  await expect(serviceTrigger(page)).toBeFocused();
});

test("while the menu icon's menu is open, Tab moves on past the header and closes it", async ({
  page,
}) => {
  await page.goto("/about");
  const more = page.getByRole("button", { name: "More pages and brochure" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Blogs" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expectMenuClosed(page, more);
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.closest("header") === null)).toBe(true);
});

test("the skip link shows below the header: it and the logo are both readable", async ({
  page,
}) => {
  for (const route of ["/", "/about"]) {
    await page.goto(route);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const brand = page.locator("header").getByRole("link", { name: site.name });
    await expect(brand).toBeInViewport();
    const [a, b] = [(await skip.boundingBox())!, (await brand.boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `${route}: skip link over the logo`).toBe(false);
  }
});
