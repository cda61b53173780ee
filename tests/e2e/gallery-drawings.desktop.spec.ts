import { expect, test } from "@playwright/test";
import { galleryCategories } from "@/content/gallery";
import { photoDesk } from "@/content/photos";
import { expectNoAxeViolations } from "./axe";
import { addUser, fillSignIn } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";

/**
 * A lab that has its own photos takes the gallery's drawings off the site from
 * the desk, and can bring one back. On a server of its own, so the suite's
 * gallery keeps every drawing.
 */

let server: OwnServer;
test.beforeAll(async () => {
  server = await startServer({});
});
test.afterAll(async () => server?.stop());

test("a content account takes a drawing off the gallery and brings it back", async ({ page }) => {
  const email = addUser(server.dbPath, "content", ["content"]);
  const drawing = galleryCategories[0]!.images[0]!;
  const inGallery = async () => {
    await page.goto(`${server.url}/gallery`);
    return page.locator(`main img[src="${drawing.src}"]`).count();
  };
  expect(await inGallery()).toBe(1);

  await page.goto(`${server.url}/desk/sign-in`);
  await fillSignIn(page, email);
  await page.goto(`${server.url}/desk/photos`);
  const drawings = page.getByRole("region", { name: photoDesk.drawings.heading });
  await expectNoAxeViolations(page);
  await drawings
    .getByRole("button", { name: `${photoDesk.actions.hide}: ${drawing.caption}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(photoDesk.done.drawingHidden);
  await expect(
    drawings.getByRole("button", {
      name: `${photoDesk.actions.showInGallery}: ${drawing.caption}`,
    }),
  ).toBeVisible();

  // Off the public gallery at once (the kept page was rendered afresh), the tab's others still there.
  expect(await inGallery()).toBe(0);
  await expect(page.locator("main img[src^='/images/gallery/']").first()).toBeVisible();

  await page.goto(`${server.url}/desk/photos`);
  await page
    .getByRole("region", { name: photoDesk.drawings.heading })
    .getByRole("button", { name: `${photoDesk.actions.showInGallery}: ${drawing.caption}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(photoDesk.done.drawingShown);
  expect(await inGallery()).toBe(1);
});
