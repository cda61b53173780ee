import type { Page } from "@playwright/test";

/**
 * Stops the page's clock (installed with page.clock.install() before the page
 * loaded) where it is now: from here on its time moves only by page.clock.runFor.
 * On a busy machine the page's time can pass the chosen moment before the pause
 * lands ("Cannot fast-forward to the past"); then it reads the time again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("to the past")) throw error;
    }
  }
}
