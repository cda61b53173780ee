import { expect, type Locator } from "@playwright/test";

/**
 * Resolves once the island around `locator` has hydrated (Astro removes the
 * island's `ssr` mark then). Islands hydrate when they come into view or, forms
 * and menus, when the visitor reaches for them; before that, forms post
 * natively and tabs are plain HTML.
 */
export async function hydrated(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const island = locator.locator("xpath=ancestor::astro-island[1]");
  // A lead form's code is fetched when the visitor reaches for it: the pointer over it.
  if ((await island.getAttribute("client")) === "interaction") await locator.hover();
  await expect(island).not.toHaveAttribute("ssr");
  // A lead form hands its checks from the browser to its own messages once hydrated.
  if (await locator.evaluate((el) => el instanceof HTMLFormElement))
    await expect(locator).toHaveAttribute("novalidate", "");
}
