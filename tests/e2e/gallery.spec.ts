import { expect, test } from "@playwright/test";
import { galleryCategories, galleryWords } from "@/content/gallery";
import { expectNoAxeViolations } from "./axe";

/** The gallery's drawings: said as drawings, captioned, opened larger in a dialog. */

const firstTab = galleryCategories[0]!;

test("each drawing has an alt that says it is a drawing and a caption under it", async ({
  page,
}) => {
  await page.goto("/gallery");
  // The seed drawings (photos the lab uploads come before them and are not counted here).
  const items = page
    .locator("main")
    .getByRole("listitem")
    .filter({ has: page.locator('img[src^="/images/gallery/"]') });
  await expect(items).toHaveCount(firstTab.images.length);
  for (const [i, picture] of firstTab.images.entries()) {
    const item = items.nth(i);
    const img = item.getByRole("img");
    await expect(img).toHaveAttribute("alt", picture.alt);
    expect(picture.alt).toMatch(/^Drawing of /);
    const caption = item.locator("figcaption");
    await expect(caption).toHaveText(picture.caption);
    await expect(caption).toBeVisible();
    const [imgBox, captionBox] = [await img.boundingBox(), await caption.boundingBox()];
    expect(captionBox!.y, picture.caption).toBeGreaterThanOrEqual(imgBox!.y + imgBox!.height - 1);
  }
});

test("a drawing opens larger in a dialog: Enter opens, Escape closes, focus returns to it", async ({
  page,
}) => {
  // The viewer's script is a module: it has run by the page's load event, which goto waits for.
  await page.goto("/gallery");
  const picture = firstTab.images[1]!;
  const opener = page.getByRole("link", { name: picture.alt });
  await expect(opener).toHaveAttribute("href", picture.src);
  const thumbWidth = (await opener.getByRole("img").boundingBox())!.width;

  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
  const large = dialog.getByRole("img", { name: picture.alt });
  await expect(large).toHaveAttribute("src", picture.src);
  await expect(dialog).toContainText(picture.caption);
  // Larger than in the grid; on a phone, where the grid is one column, as wide as the screen allows.
  const viewport = page.viewportSize()!.width;
  expect((await large.boundingBox())!.width).toBeGreaterThan(
    Math.min(thumbWidth * 1.5, viewport * 0.9),
  );
  expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(":modal"))).toBe(true);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The close button, by mouse this time.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: galleryWords.close }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a drawing is a plain link to the picture", async ({ page }) => {
    await page.goto("/gallery");
    const picture = firstTab.images[0]!;
    await page.getByRole("link", { name: picture.alt }).click();
    await expect(page).toHaveURL(new RegExp(`${picture.src}$`));
  });
});
