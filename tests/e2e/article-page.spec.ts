import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { blogDetailSections, blogPosts } from "@/content/blog";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { expectStatus, fillArticle } from "./deskArticles";

/**
 * An article's page says only what its writer wrote (issue 37 item 1): at 1440 px (desktop)
 * and 390 px (phone), a desk-written article has its byline (the typed author and its reading
 * time), its own address and description, and none of the spec's standing sections; a new
 * address leaves the old one answering 301; the spec's seed articles keep their sections.
 */

/** `n` words of plain prose (no Markdown marks), in sentences. */
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 12 === 11 ? "transformer." : "winding")).join(" ");

const noStandingSections = async (page: Page) => {
  for (const s of blogDetailSections)
    await expect(page.getByRole("heading", { name: s.heading, exact: true })).toHaveCount(0);
};

test("a desk-written article: its own byline, address and description, no standing sections; a moved address answers 301", async ({
  page,
  request,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8);
  const title = `Dissolved Gas Analysis in Practice ${marker}`;
  const slug = `dga-in-practice-${marker}`;
  const description = `How we read key gases in transformer oil, and when a result means act now (${marker}).`;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  await fillArticle(page, {
    title,
    date: "2026-11-24",
    excerpt: `Key gases, ratios and trends ${marker}.`,
    // 610 words: about 3 minutes at 200 words a minute.
    body: `## Key gases\n\n${words(300)}\n\n${words(310)}`,
  });
  await page.getByLabel("Author").fill("Anita Deshmukh");
  await page.getByLabel("Address", { exact: true }).fill(slug);
  const meta = page.getByLabel("Description for search engines");
  await meta.fill(description);
  await expect(page.getByText(`${description.length} of 160 characters`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("editor-page-fields.png"), fullPage: true });

  // A slug that breaks the rules is refused by the server, with the field named; nothing is saved.
  await page.getByLabel("Address", { exact: true }).fill("DGA Notes!");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText("lowercase letters");
  await expect(page.getByLabel("Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Author")).toHaveValue("Anita Deshmukh");
  await page.getByLabel("Address", { exact: true }).fill(slug);
  await page.getByRole("button", { name: "Publish" }).click();
  await expectStatus(page, "Published");

  const address = `/blog-details?id=${slug}`;
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("by Anita Deshmukh | 3 min read")).toBeVisible();
  await expect(page.getByText("Senior Calibration Specialist")).toHaveCount(0);
  await noStandingSections(page);
  await expect(page.locator("meta[name=description]")).toHaveAttribute("content", description);
  await expect(page.locator("meta[property='og:description']")).toHaveAttribute(
    "content",
    description,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: testInfo.outputPath("article-public.png"), fullPage: true });
  const feed = await (await request.get("/rss.xml")).text();
  expect(feed).toContain(`<description>${description}</description>`);

  // The slug is changed on purpose: the article moves, the old address answers 301 to the new.
  await page.goto("/desk/articles");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(slug);
  await page.screenshot({ path: testInfo.outputPath("desk-list.png"), fullPage: true });
  await page.getByRole("link", { name: title }).click();
  await page.getByLabel("Address", { exact: true }).fill(`${slug}-revised`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expectStatus(page, "Published");
  const moved = await request.get(address, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog-details?id=${slug}-revised`);
  expect(moved.headers()["cache-control"]).toBe("no-cache");
  await page.goto(address);
  await expect(page).toHaveURL(new RegExp(`/blog-details\\?id=${slug}-revised$`));
  await expect(page.getByText("by Anita Deshmukh | 3 min read")).toBeVisible();

  // A seed article's editor says it keeps the spec's byline, and offers no author of its own.
  await page.goto(`/desk/articles/edit?id=${blogPosts[2]!.id}`);
  await expect(page.getByText("one of the specification's eight articles")).toBeVisible();
  await expect(page.getByLabel("Author")).toHaveCount(0);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(blogPosts[2]!.id);

  // Off the site again, so the seed keeps /blogs' newest places for the other specs.
  await page.goto("/desk/articles");
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectStatus(page, "Saved as a draft");
  expect((await request.get(address, { maxRedirects: 0 })).status()).toBe(404);
});

test("the spec's seed articles keep its byline and the five standing sections", async ({
  page,
}, testInfo) => {
  const post = blogPosts[2]!;
  await page.goto(`/blog-details?id=${post.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByText("by Senior Calibration Specialist | 8 min read")).toBeVisible();
  for (const s of blogDetailSections)
    await expect(page.getByRole("heading", { name: s.heading, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("seed-article.png"), fullPage: true });
});
