import type { Page } from "@playwright/test";

/**
 * Stops the page's clock (installed with page.clock.install() before the page
 * loaded) where it is now: from here on its time moves only by page.clock.runFor.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
}
