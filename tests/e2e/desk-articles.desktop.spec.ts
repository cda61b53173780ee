import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { blogDetailSections } from "@/content/blog";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { expectStatus, fillArticle, jpegPhoto, nextMinute } from "./deskArticles";

/** A content account writes, previews, publishes, schedules and restores articles on a real server. */

test("an article with a photo and a table: draft, preview, publish; feed and sitemap follow; a script stays text", async ({
  page,
  context,
  request,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8);
  const title = `Impulse Testing Notes ${marker}`;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles");
  await page.getByRole("link", { name: "New article" }).click();

  await fillArticle(page, {
    title,
    date: "2026-11-20",
    excerpt: `What an impulse oscillogram tells you ${marker}.`,
    body: "## Why impulse tests\n\nLightning does not wait.\n\n<script>window.__pwned = 1</script>\n\n[click me](javascript:window.__pwned=2)",
  });
  // The toolbar's Table button writes a table's Markdown into the Body.
  const body = page.getByLabel("Body");
  await body.press("End");
  await page.getByRole("button", { name: "Table" }).click();
  await expect(body).toHaveValue(
    /\| Column 1 \| Column 2 \|\n\| --- \| --- \|\n\| Text \| Text \|/,
  );
  await page.getByLabel("Or upload a new cover photo").setInputFiles({
    name: "bay.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegPhoto(),
  });
  await page.getByLabel("Describe the new photo").fill(`Impulse generator in bay 2 ${marker}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectStatus(page, "Saved as a draft");
  const id = new URL(page.url()).searchParams.get("id")!;
  expect(id).toBe(`2026-11-impulse-testing-notes-${marker}`);
  expect((await request.get(`/blog-details?id=${id}`)).status()).toBe(404);

  // The cover is now the uploaded photo; the Body shows it again, as a picture in the text.
  const photoId = await page.getByLabel("Cover picture", { exact: true }).inputValue();
  expect(photoId).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await body.fill(
    `${await body.inputValue()}\n\n![Bay 2 from the door](/photos/${photoId})\n\n| kV | Stages |\n| --- | --- |\n| 1200 | 12 |`,
  );

  // Preview: the real page, from the unsaved form, in a new tab.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByRole("cell", { name: "1200" })).toBeVisible();
  await expect(preview.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  await expect(preview.getByText("Preview: not on the site until you publish it")).toBeVisible();
  await preview.close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expectStatus(page, "Published");

  await page.goto("/blogs");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog-details\\?id=${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { name: "Why impulse tests", level: 2 })).toBeVisible();
  await expect(article.getByRole("cell", { name: "1200" })).toBeVisible();
  await expect(article.getByRole("cell", { name: "Text" }).first()).toBeVisible();
  // The photo in the body (named by the words written in the article) and the cover:
  // responsive pictures with their size set.
  const bodyPhoto = article.locator("picture img[alt='Bay 2 from the door']");
  await expect(bodyPhoto).toHaveCount(1);
  await expect(bodyPhoto).toHaveAttribute("width", "1200");
  await expect(article.locator("picture source[type='image/avif']")).toHaveCount(1);
  const cover = article.getByRole("img", { name: `Impulse generator in bay 2 ${marker}` }).first();
  await expect(cover).toHaveAttribute("srcset", /\/photos\/.+-480\.webp 480w/);
  await page.screenshot({ path: testInfo.outputPath("article-public.png"), fullPage: true });
  // The page says only what its writer wrote: none of the spec's standing sections (issue 37).
  for (const s of blogDetailSections)
    await expect(page.getByRole("heading", { name: s.heading, exact: true })).toHaveCount(0);
  // The script is neither run nor in the page; the javascript: link is no link.
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const html = await (await request.get(`/blog-details?id=${id}`)).text();
  expect(html).not.toContain("__pwned = 1");
  expect(html).not.toContain("javascript:");
  await expect(article.getByText("click me")).toBeVisible();
  await expect(article.getByRole("link", { name: "click me" })).toHaveCount(0);
  // JSON-LD, the feed and the sitemap follow.
  expect(html).toContain(`"headline":"${title}"`);
  expect(await (await request.get("/rss.xml")).text()).toContain(`/blog-details?id=${id}</link>`);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(
    `/blog-details?id=${id}</loc>`,
  );
  await page.goto("/");
  await expect(page.locator("link[rel=alternate][type='application/rss+xml']")).toHaveAttribute(
    "href",
    /\/rss\.xml$/,
  );

  // Saved as a draft, it leaves the site (and leaves the seed's newest posts on /blogs to other specs).
  await page.goto(`/desk/articles/edit?id=${id}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectStatus(page, "Saved as a draft");
  expect(await (await request.get("/blogs")).text()).not.toContain(title);
  expect((await request.get(`/blog-details?id=${id}`)).status()).toBe(404);
});

test("a revision is restored in a click, and the site shows it", async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  const first = `Winding Resistance ${marker}`;
  await fillArticle(page, {
    title: first,
    date: "2019-01-21",
    excerpt: "Kelvin bridges.",
    body: "The first version.",
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await expectStatus(page, "Published");
  const id = new URL(page.url()).searchParams.get("id")!;
  await page.getByLabel("Title").fill(`Wrong title ${marker}`);
  await page.getByLabel("Body").fill("A mistake.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expectStatus(page, "Published");
  await page.goto(`/blog-details?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Wrong title ${marker}`);

  await page.goto(`/desk/articles/edit?id=${id}`);
  const versions = page.getByRole("table", { name: "Earlier versions" });
  await expect(versions.getByRole("row")).toHaveCount(3);
  await versions
    .getByRole("row")
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectStatus(page, "The earlier version is back");
  await expect(page.getByLabel("Title")).toHaveValue(first);
  await expect(versions.getByRole("row")).toHaveCount(4);
  await page.goto(`/blog-details?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  await expect(page.getByText("The first version.")).toBeVisible();
});

test("a scheduled article stays off the site until its time, then appears on /blogs, in the feed and the sitemap", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 8);
  const title = `Scheduled Notes ${marker}`;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  await fillArticle(page, { title, date: "2026-11-22", excerpt: "Later.", body: "Soon." });
  const { field, at } = nextMinute(20_000);
  await page.getByLabel("Publish at (India time)").fill(field);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expectStatus(page, "Scheduled. It goes on the site at");
  const id = new URL(page.url()).searchParams.get("id")!;
  // /blogs is kept in memory: it is asked for now, so the change must reach the kept copy.
  expect(await (await request.get("/blogs")).text()).not.toContain(title);
  expect((await request.get(`/blog-details?id=${id}`)).status()).toBe(404);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(id);

  await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()));
  await expect
    .poll(async () => (await request.get("/blogs")).text(), { timeout: 5_000 })
    .toContain(title);
  expect((await request.get(`/blog-details?id=${id}`)).status()).toBe(200);
  expect(await (await request.get("/rss.xml")).text()).toContain(id);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(id);

  await page.goto(`/desk/articles/edit?id=${id}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectStatus(page, "Saved as a draft");
});

test("only content accounts open the article desk", async ({ page, request }) => {
  expect((await request.get("/desk/articles", { maxRedirects: 0 })).status()).toBe(303);
  await signInAs(page, addUser(suiteDb, "leads", ["leads"]));
  expect((await page.goto("/desk/articles/edit"))?.status()).toBe(403);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor works without its toolbar", async ({ page }) => {
    const marker = randomUUID().slice(0, 8);
    await signInAs(page, addUser(suiteDb, "content", ["content"]));
    await page.goto("/desk/articles/edit");
    await expect(page.getByRole("group", { name: "Formatting" })).toHaveCount(0);
    await fillArticle(page, {
      title: `Earthing Tests ${marker}`,
      date: "2019-02-01",
      excerpt: "Fall of potential.",
      body: "## Method\n\nThree electrodes.",
    });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectStatus(page, "Saved as a draft");
    await expect(page.getByLabel("Body")).toHaveValue("## Method\n\nThree electrodes.");
  });
});
