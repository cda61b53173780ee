// Full-page screenshots of routes at phone (390 px) and desktop (1440 px) widths, for a human look.
//   npx tsx scripts/screenshots.ts [baseUrl] [route ...]   (server must be running)
//   SCREEN_VIEWPORT_ONLY=1 takes only the first screen.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { sitePaths as routes } from "@/lib/routes/paths";

const [base = "http://127.0.0.1:3000", ...only] = process.argv.slice(2);
const list = only.length ? only : [...routes, "/missing-page"];
mkdirSync("test-results/screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
/** Scrolls through the page so lazy pictures and deferred sections render before a full-page shot. */
async function revealWholePage(page: Page) {
  // Sections off screen skip rendering (content-visibility: auto) and would shoot as blanks.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page
    .waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 5000 })
    .catch(() => undefined);
}

for (const width of [390, 1440]) {
  const page = await browser.newPage({
    bypassCSP: true,
    viewport: { width, height: width < 1000 ? 844 : 900 },
  });
  for (const route of list) {
    await page.goto(base + route, { waitUntil: "networkidle" }).catch(() => undefined);
    if (!process.env.SCREEN_VIEWPORT_ONLY) await revealWholePage(page);
    const name = route.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({
      path: `test-results/screens/${name}-${width}.png`,
      fullPage: !process.env.SCREEN_VIEWPORT_ONLY,
    });
  }
  await page.close();
}
await browser.close();
console.log("screenshots in test-results/screens");
