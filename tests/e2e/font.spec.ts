import { expect, test, type Page } from "@playwright/test";

/**
 * A first visit shows headings in the brand font (Outfit), and the stand-in
 * shown while it loads takes the same room, so the swap moves nothing. Each
 * test has a fresh browser context: nothing is cached.
 */

/** The fonts Chromium actually drew the page's h1 with (DevTools protocol). */
async function fontsOfHeading(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

/**
 * The h1 drawn in `family` (the page's own when empty): its height as laid out,
 * and the width of its text set on one line.
 */
const measure = (page: Page, family: string) =>
  page.locator("h1").evaluate((h1, font) => {
    h1.style.fontFamily = font;
    h1.style.whiteSpace = "";
    const height = h1.getBoundingClientRect().height;
    h1.style.whiteSpace = "nowrap";
    const range = document.createRange();
    range.selectNodeContents(h1);
    return { height, width: range.getBoundingClientRect().width };
  }, family);

for (const route of ["/", "/career"]) {
  test(`a first visit to ${route} draws the h1 in the brand font from the start`, async ({
    page,
  }) => {
    const fontFiles: string[] = [];
    page.on("request", (r) => r.resourceType() === "font" && fontFiles.push(r.url()));
    // A swap would move headings; the font is there before the page's body is even parsed.
    await page.addInitScript(() => {
      const w = window as unknown as { fontAtStart?: boolean };
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        w.fontAtStart = document.fonts.check("700 48px Outfit");
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    expect(await page.evaluate(() => (window as { fontAtStart?: boolean }).fontAtStart)).toBe(true);
    expect(await fontsOfHeading(page)).toEqual([expect.stringMatching(/^Outfit\b/)]);
    expect(fontFiles).toEqual([]);
  });
}

test("without script the h1 is drawn in the brand font too, from its file", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/career");
  await expect.poll(() => fontsOfHeading(page)).toEqual([expect.stringMatching(/^Outfit\b/)]);
  await context.close();
});

test("the stand-in drawn while the brand font loads takes the room the brand font takes", async ({
  page,
}) => {
  for (const route of ["/", "/career", "/about", "/cable-testing", "/testing-and-certifications"]) {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const brand = await measure(page, "");
    const standIn = await measure(page, '"Outfit Fallback"');
    // The stand-in really is drawn (Arial's metric twin on this machine), not a default face.
    expect(await fontsOfHeading(page), route).toEqual(["Liberation Sans"]);
    expect(standIn.height, route).toBe(brand.height);
    expect(Math.abs(standIn.width - brand.width) / brand.width, route).toBeLessThan(0.02);
  }
});
