import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ui as uiHi } from "@/content/hi/common";
import { addressInHindi } from "@/content/hi/contact";
import { footerWords as footerHi } from "@/content/hi/footer";
import { headerWords, menuLabels } from "@/content/hi/navigation";
import { footerWords } from "@/content/footer";
import { footerColumns, headerMenus } from "@/content/navigation";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { expectNoAxeViolations } from "./axe";

/**
 * The site's chrome on a Hindi page (issue 54 item 7): the skip link, the header's menus (phone,
 * desktop, no script) and the footer read Hindi; a link to a page with a Hindi twin goes to the
 * twin, one to an English-only page keeps its address and says hreflang en-IN; axe passes.
 * Screenshots at 390 and 1440 px go to HINDI_SCREENSHOTS when it is set.
 */

const label = (english: string) => menuLabels[english] ?? `no Hindi for ${english}`;

/** The English words of the chrome that must not be left on a Hindi page's header and footer. */
const ENGLISH_WORDS = [
  ...[
    ...headerMenus.before,
    ...headerMenus.after,
    ...headerMenus.moreMenu,
    ...footerColumns.services,
    ...footerColumns.links,
  ].map((l) => l.text),
  headerMenus.serviceLabel,
  headerMenus.moreText,
  footerWords.contact,
  footerWords.links,
  footerWords.social,
  footerWords.hours,
  footerWords.schedule,
  "All Rights Reserved",
  site.footerAbout,
];

async function expectNoEnglishWords(part: Locator) {
  const text = (await part.innerText()).replace(/\s+/g, " ");
  const left = ENGLISH_WORDS.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
  expect(left).toEqual([]);
}

/** The viewport, or one part of the page (the footer) whole. */
async function shoot(where: Page | Locator, name: string) {
  const folder = process.env.HINDI_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await where.screenshot({ path: join(folder, `${name}.png`) });
}

test("/hi/career at 390 px: the skip link, the menu button and the opened menu read Hindi; links go to the twins or say English; axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/career");

  // The skip link is the first stop of the keyboard.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: uiHi.skipLink, exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main-content");
  await expect(page.getByRole("link", { name: ui.skipLink })).toHaveCount(0);

  // The logo: the lab's name, to the English home page.
  const home = page.locator("header").getByRole("link", { name: site.name, exact: true });
  await expect(home).toHaveAttribute("href", "/");
  await expect(home).toHaveAttribute("hreflang", "en-IN");

  const open = page.getByRole("button", { name: headerWords.openMenuLabel, exact: true });
  await expect(open).toBeVisible();
  await expect(page.getByRole("button", { name: headerMenus.openMenuLabel })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await open.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const nav = dialog.getByRole("navigation", { name: uiHi.landmarks.mobile, exact: true });
  await expect(nav).toBeVisible();
  await expect(dialog.getByRole("button", { name: headerWords.closeMenuLabel })).toBeVisible();

  // To a page with a Hindi twin: the twin, no hreflang.
  const contact = nav.getByRole("link", { name: label("Contact"), exact: true });
  await expect(contact).toHaveAttribute("href", "/hi/contact");
  await expect(contact).not.toHaveAttribute("hreflang", /./);
  await expect(nav.getByRole("link", { name: label("Career"), exact: true })).toHaveAttribute(
    "href",
    "/hi/career",
  );
  await expect(
    nav.getByRole("link", { name: label("Verify a Report"), exact: true }),
  ).toHaveAttribute("href", "/hi/verify");
  // To a page without one: the English address, said to be English; the label has no lang of its own.
  const about = nav.getByRole("link", { name: label("About"), exact: true });
  await expect(about).toHaveAttribute("href", "/about");
  await expect(about).toHaveAttribute("hreflang", "en-IN");
  await expect(about).not.toHaveAttribute("lang", /./);
  const blogs = nav.getByRole("link", { name: label("Blogs"), exact: true });
  await expect(blogs).toHaveAttribute("href", "/blogs");
  await expect(blogs).toHaveAttribute("hreflang", "en-IN");
  const brochure = nav.getByRole("link", { name: new RegExp(`^${headerWords.brochure}`) });
  await expect(brochure).toHaveAttribute("hreflang", "en-IN");

  // The Service tree in Hindi.
  await nav.getByRole("button", { name: headerWords.serviceLabel, exact: true }).click();
  const all = nav.getByRole("link", { name: uiHi.allServices, exact: true });
  await expect(all).toHaveAttribute("href", "/service");
  await expect(all).toHaveAttribute("hreflang", "en-IN");
  await nav.getByRole("button", { name: label("Testing"), exact: true }).click();
  const insulators = nav.getByRole("link", { name: label("Insulators"), exact: true });
  await expect(insulators).toHaveAttribute("href", "/service-details?id=INSULATORS");
  await expect(insulators).toHaveAttribute("hreflang", "en-IN");
  await expectNoEnglishWords(dialog);
  await expectNoAxeViolations(page);
  await shoot(page, "hi-career-menu-390");
});

test("/hi/career at 390 px: the footer reads Hindi, its links go to the twins or say English", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/career");
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: footerHi.contact, exact: true })).toBeVisible();
  for (const heading of [footerHi.services, footerHi.links, footerHi.social, footerHi.hours])
    await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(footer.getByText(addressInHindi)).toBeVisible();
  await expect(footer).toContainText("सर्वाधिकार सुरक्षित");
  await expect(footer).toContainText("सोमवार - शनिवार");

  const privacy = footer.getByRole("link", { name: label("Privacy Policy"), exact: true });
  await expect(privacy).toHaveAttribute("href", "/hi/privacy-policy");
  await expect(privacy).not.toHaveAttribute("hreflang", /./);
  const feedback = footer.getByRole("link", { name: label("Feedback"), exact: true });
  await expect(feedback).toHaveAttribute("href", "/feedback");
  await expect(feedback).toHaveAttribute("hreflang", "en-IN");
  await expect(footer.getByRole("link", { name: footerHi.schedule, exact: true })).toHaveAttribute(
    "href",
    "/hi/contact",
  );
  await expect(
    footer.getByRole("link", { name: uiHi.newTab(footerHi.onSocial("LinkedIn")) }),
  ).toBeVisible();
  await expectNoEnglishWords(footer);

  // Nothing sticks out sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(footer, "hi-career-footer-390");
});

test("/hi/career at 1440 px: the desktop menus read Hindi; axe", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/hi/career");
  const nav = page.getByRole("navigation", { name: uiHi.landmarks.main, exact: true });
  await expect(nav.getByRole("link", { name: label("Home"), exact: true })).toHaveAttribute(
    "hreflang",
    "en-IN",
  );
  await expect(nav.getByRole("link", { name: label("Contact"), exact: true })).toHaveAttribute(
    "href",
    "/hi/contact",
  );
  await expectNoEnglishWords(page.locator("header"));

  await nav.getByRole("button", { name: headerWords.serviceLabel, exact: true }).click();
  const menu = page.getByRole("menu").first();
  await expect(menu.getByRole("menuitem", { name: uiHi.allServices })).toBeVisible();
  const calibration = menu.getByRole("menuitem", { name: label("Calibration"), exact: true });
  await expect(calibration).toHaveAttribute("href", "/testing-and-certifications");
  await expect(calibration).toHaveAttribute("hreflang", "en-IN");
  await menu.getByRole("menuitem", { name: label("On Site Testing"), exact: true }).click();
  await expect(
    page
      .getByRole("menu")
      .nth(1)
      .getByRole("menuitem", { name: label("Relay Testing") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "hi-career-service-menu-1440");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  const more = nav.getByRole("button", { name: headerWords.moreLabel, exact: true });
  await expect(more).toContainText(headerWords.moreText);
  await more.click();
  const moreMenu = page.getByRole("menu");
  await expect(
    moreMenu.getByRole("menuitem", { name: label("Career"), exact: true }),
  ).toHaveAttribute("href", "/hi/career");
  await expect(
    moreMenu.getByRole("menuitem", { name: label("Gallery"), exact: true }),
  ).toHaveAttribute("hreflang", "en-IN");
  await expect(
    moreMenu.getByRole("menuitem", { name: new RegExp(`^${headerWords.brochure}`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "hi-career-more-menu-1440");
  await page.keyboard.press("Escape");
  await shoot(page.locator("footer"), "hi-career-footer-1440");
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });
  test("/hi/career: the one menu of every page reads Hindi", async ({ page }) => {
    await page.goto("/hi/career");
    const summary = page.locator("header summary");
    await expect(summary).toHaveAttribute("aria-label", headerWords.openMenuLabel);
    await summary.click();
    const panel = page.locator("header details");
    await expect(panel.getByRole("link", { name: label("Contact"), exact: true })).toHaveAttribute(
      "href",
      "/hi/contact",
    );
    await expect(panel.getByText(label("On Site Testing"), { exact: true })).toBeVisible();
    await expectNoEnglishWords(panel);
  });
});

test("an English page keeps its English chrome, without hreflang on its links", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/career");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: ui.skipLink, exact: true })).toBeFocused();
  const footer = page.locator("footer");
  await expect(
    footer.getByRole("heading", { name: footerWords.contact, exact: true }),
  ).toBeVisible();
  await expect(footer.getByRole("link", { name: "Career", exact: true })).toHaveAttribute(
    "href",
    "/career",
  );
  await expect(
    page.locator("header a[hreflang]:not([data-language-switch]), footer a[hreflang]"),
  ).toHaveCount(0);
  await expect(page.getByText(addressInHindi)).toHaveCount(0);
});
