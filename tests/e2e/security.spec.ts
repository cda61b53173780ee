import { expect, test } from "@playwright/test";
import { sitePaths as routes } from "@/lib/routes/paths";

/**
 * A failed network load, which on a machine without internet is the contact
 * page's Google map (its DNS lookup fails) and not the site's doing. Nothing
 * else is let through: no violation, no script error, no other console error.
 */
const OFFLINE =
  /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_\w+|ADDRESS_UNREACHABLE)$/;

for (const route of routes) {
  test(`no CSP violation and no console error on ${route}`, async ({ page }) => {
    const violations: string[] = [];
    const errors: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
        ),
      );
    });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    // Outside hosts fail at once, as offline, instead of after a DNS wait of their own.
    await page.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
      (request) => request.abort("namenotresolved"),
    );
    await page.goto(route);
    // Down the page: what loads on approach (the map, the footer's video) loads too.
    for (const lazy of await page.locator("[data-lazy-src], iframe, video, footer").all())
      await lazy.scrollIntoViewIfNeeded();
    // Quiet network means everything has loaded. Twice, on a loaded machine, /contact's network
    // never went quiet within the test's 45 s (cause not found); what loaded in 20 s is checked.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
    expect(violations).toEqual([]);
    expect(errors.filter((text) => !OFFLINE.test(text))).toEqual([]);
  });
}
