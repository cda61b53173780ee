import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { galleryCategories, galleryWords } from "@/content/gallery";
import { photoDesk } from "@/content/photos";
import { makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";

/** The lab's photos: uploaded on the desk by a `content` account, shown in the gallery's tab. */

const tab = galleryCategories.find((c) => c.id === "energy")!;
const words = photoDesk.upload;

/** A phone-like JPEG: noise (not a flat colour), with EXIF carrying a GPS position. */
const phonePhoto = () => {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 10/1 30/1" },
    })
    .jpeg()
    .toBuffer();
};

async function openDesk(page: Page) {
  await signInAs(page, addUser(suiteDb, "photos", ["content"]));
  await page.goto("/desk/photos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(photoDesk.heading);
}

test("a content account uploads a photo with alt text; it is in the gallery's tab with its variants, without GPS", async ({
  page,
}, testInfo) => {
  await openDesk(page);
  await expectNoAxeViolations(page);
  const marker = randomUUID().slice(0, 8);
  const alt = `Solar panel string under test on the roof, ${marker}`;
  const caption = `Rooftop array ${marker}`;
  await page
    .getByLabel(words.file)
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await page.getByLabel(words.alt).fill(alt);
  await page.getByLabel(words.caption).fill(caption);
  await page.getByLabel(words.where).selectOption({ label: tab.caption });
  await page.getByRole("button", { name: words.submit }).click();

  await expect(page).toHaveURL(/\/desk\/photos\?id=[\w-]+&done=uploaded$/);
  const status = page.getByRole("status");
  await expect(status).toContainText(photoDesk.done.uploaded);
  // It says where the photo is seen, a link to that page.
  await expect(
    status.getByRole("link", { name: photoDesk.uploadedWhere.gallery(tab.caption) }),
  ).toHaveAttribute("href", "/gallery");
  const album = page.getByRole("region", { name: photoDesk.albums.galleryTab(tab.caption) });
  await expect(album.getByRole("img", { name: alt })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`photos-desk-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });

  await page.goto("/gallery");
  const tabs = page.getByRole("group", { name: galleryWords.tabsLabel });
  await tabs.locator("label").filter({ hasText: tab.caption }).click();
  await expect(tabs.getByRole("radio", { name: new RegExp(`^${tab.caption}`) })).toBeChecked();
  const panel = page.locator(`#gallery-${tab.id}`);
  await expect(panel).toBeVisible();
  const first = panel.getByRole("listitem").first();
  const img = first.getByRole("img");
  await expect(img).toHaveAttribute("alt", alt);
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "900");
  await expect(first.locator("figcaption")).toHaveText(caption);
  // The tab's drawings are all still there, after the photos.
  for (const drawing of tab.images)
    await expect(panel.getByRole("img", { name: drawing.alt })).toBeAttached();
  await page.screenshot({
    path: testInfo.outputPath(`photos-gallery-${page.viewportSize()!.width}.png`),
  });

  const srcsets = await first
    .locator("source")
    .evaluateAll((sources) =>
      sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset")] as const),
    );
  expect(srcsets.map(([type]) => type)).toEqual(["image/avif", "image/webp"]);
  for (const [type, srcset] of srcsets) {
    const urls = srcset!.split(", ").map((entry) => entry.split(" "));
    expect(urls.map(([, w]) => w)).toEqual(["480w", "960w"]);
    for (const [url, w] of urls) {
      const response = await page.request.get(url!);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const bytes = await response.body();
      const info = await sharp(bytes).metadata();
      expect(info.width).toBe(Number.parseInt(w!, 10));
      expect(info.exif, url).toBeUndefined();
      expect(bytes.toString("latin1")).not.toContain("PhoneMaker");
    }
  }
});

test("alt text left empty and a PDF named .jpg are refused, with the message beside its field, keeping what was typed", async ({
  page,
}, testInfo) => {
  await openDesk(page);
  const file = page.getByLabel(words.file);
  await file.setInputFiles({ name: "bay.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  // Spaces pass the browser's "required" check; the server trims them.
  await page.getByLabel(words.alt).fill("   ");
  await page.getByLabel(words.caption).fill("The new test bay");
  await page.getByLabel(words.where).selectOption({ label: tab.caption });
  await page.getByRole("button", { name: words.submit }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(photoDesk.errors.noAlt);
  await expect(page.getByLabel(words.caption)).toHaveValue("The new test bay");
  await expect(page.getByLabel(words.where)).toHaveValue(tab.id);
  await expect(page.getByLabel(words.alt)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(words.alt)).toHaveAccessibleDescription(
    `${words.altHint} ${photoDesk.errors.noAlt}`,
  );
  await expect(page.getByLabel(words.file)).toHaveAttribute("aria-invalid", "false");
  await expectNoAxeViolations(page);

  await file.setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(makePdf()),
  });
  await page.getByLabel(words.alt).fill("A report, not a photo");
  await page.getByRole("button", { name: words.submit }).click();
  await expect(alert).toContainText(photoDesk.errors.notPhoto);
  // The refusal is about the file now: the alert leads to it, and the field says why.
  await expect(alert.getByRole("link", { name: photoDesk.errors.notPhoto })).toHaveAttribute(
    "href",
    "#photo-file",
  );
  await expect(page.getByLabel(words.file)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(words.alt)).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByLabel(words.alt)).toHaveValue("A report, not a photo");
  await expect(page.getByLabel(words.caption)).toHaveValue("The new test bay");
  await page.screenshot({
    path: testInfo.outputPath(`photos-refused-${page.viewportSize()!.width}.png`),
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the upload form is a plain form: the photo is uploaded and listed", async ({ page }) => {
    await openDesk(page);
    const alt = `Calibration bench, no script ${randomUUID().slice(0, 8)}`;
    await page.getByLabel(words.file).setInputFiles({
      name: "bench.png",
      mimeType: "image/png",
      buffer: await sharp(await phonePhoto())
        .png()
        .toBuffer(),
    });
    await page.getByLabel(words.alt).fill(alt);
    await page.getByLabel(words.where).selectOption({ label: tab.caption });
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("status")).toContainText(photoDesk.done.uploaded);
    await expect(page.getByRole("img", { name: alt })).toBeVisible();
  });
});

test("the Where list is grouped: gallery tabs, articles, services; a service's photo links to its page", async ({
  page,
}, testInfo) => {
  await openDesk(page);
  const where = page.getByLabel(words.where);
  const groups = where.locator("optgroup");
  await expect(groups).toHaveCount(3);
  expect(await groups.evaluateAll((gs) => gs.map((g) => g.getAttribute("label")))).toEqual([
    words.galleryGroup,
    words.articleGroup,
    words.serviceGroup,
  ]);
  expect([words.galleryGroup, words.articleGroup, words.serviceGroup]).toEqual([
    "Gallery tabs",
    "Articles",
    "Services",
  ]);
  await expect(groups.nth(0).locator("option")).toHaveCount(galleryCategories.length);
  await expect(groups.nth(0).locator("option")).toHaveText(galleryCategories.map((c) => c.caption));
  expect(await groups.nth(2).locator("option").count()).toBeGreaterThan(10);
  await page.screenshot({
    path: testInfo.outputPath(`photos-where-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });

  await page
    .getByLabel(words.file)
    .setInputFiles({ name: "hall.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await page.getByLabel(words.alt).fill(`Transformer bay ${randomUUID().slice(0, 8)}`);
  const service = groups.nth(2).locator("option").first();
  const name = (await service.textContent())!;
  await where.selectOption({ label: name });
  await page.getByRole("button", { name: words.submit }).click();
  const link = page.getByRole("status").getByRole("link", {
    name: photoDesk.uploadedWhere.service(name),
  });
  await expect(link).toHaveAttribute("href", /^\/service-details\?id=/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ")[0]!);
});
