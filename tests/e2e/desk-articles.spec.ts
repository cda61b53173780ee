import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { expectStatus, fillArticle } from "./deskArticles";

/** The article desk at 1440 px (desktop) and 390 px (phone): readable, operable, no axe finding. */

test("the list, the editor with its revisions and the preview pass axe and fit the screen", async ({
  page,
  context,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8);
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  const shot = (target: typeof page, name: string) =>
    target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const fits = async (target: typeof page) =>
    expect(
      await target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

  await page.goto("/desk/articles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News articles");
  await expectNoAxeViolations(page);
  await fits(page);
  await shot(page, "articles-list");

  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("group", { name: "Formatting" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillArticle(page, {
    title: `Tan Delta on XLPE ${marker}`,
    date: "2026-11-23",
    excerpt: "What the dissipation factor says.",
    body: "## Method\n\n- VLF at 0.1 Hz\n- Three voltage steps\n\n| Step | Voltage | Tan delta limit |\n| --- | --- | --- |\n| 1 | 0.5 U0 | 1.2 × 10⁻³ |\n| 2 | 1.0 U0 | 1.2 × 10⁻³ |\n| 3 | 1.5 U0 | 1.2 × 10⁻³ |",
  });
  await page.getByLabel("Body").selectText();
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByLabel("Body")).toHaveValue(/^\*\*## Method/);
  await page
    .getByLabel("Body")
    .fill(
      "## Method\n\n- VLF at 0.1 Hz\n- Three voltage steps\n\n| Step | Voltage | Tan delta limit |\n| --- | --- | --- |\n| 1 | 0.5 U0 | 1.2 × 10⁻³ |\n| 2 | 1.0 U0 | 1.2 × 10⁻³ |\n| 3 | 1.5 U0 | 1.2 × 10⁻³ |",
    );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectStatus(page, "Saved as a draft");
  await expect(page.getByRole("table", { name: "Earlier versions" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fits(page);
  await shot(page, "article-editor");

  // A refused form keeps what was typed and says what is wrong.
  await page.getByLabel("Title").fill("");
  await page.getByLabel("Title").evaluate((el) => el.removeAttribute("required"));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Give the article a title");
  await expect(page.getByLabel("Body")).toHaveValue(/Three voltage steps/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Title").fill(`Tan Delta on XLPE ${marker}`);
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.setViewportSize(page.viewportSize()!);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    `Tan Delta on XLPE ${marker}`,
  );
  await expect(preview.getByRole("listitem").filter({ hasText: "VLF at 0.1 Hz" })).toBeVisible();
  await expectNoAxeViolations(preview);
  await shot(preview, "article-preview");
  // The preview note stays on the screen, above nothing the editor must read.
  await expect(preview.getByText("Preview: not on the site until you publish it")).toBeInViewport();
  await preview.screenshot({ path: testInfo.outputPath("article-preview-screen.png") });
});

test.describe("the list's filters, without script", () => {
  test.use({ javaScriptEnabled: false });

  test("status and words of the title narrow the list; a status it cannot use is a 400 that names it", async ({
    page,
  }, testInfo) => {
    const words = articlesDesk.list;
    const marker = randomUUID().slice(0, 8);
    const draft = `Zebra Crossing Draft ${marker}`;
    const published = `Zebra Crossing Published ${marker}`;
    await signInAs(page, addUser(suiteDb, "content", ["content"]));
    for (const [title, action] of [
      [draft, "draft"],
      [published, "publish"],
    ] as const) {
      const saved = await page.request.post("/desk/articles/edit", {
        multipart: {
          action,
          title,
          date: "2026-11-24",
          excerpt: "Two articles of this test's own.",
          cover: blogPosts[0]!.image.src,
          body: "Words.",
          scheduleAt: "",
        },
        maxRedirects: 0,
      });
      expect(saved.status()).toBe(303);
    }
    const listed = page.getByRole("table", { name: words.heading }).getByRole("link");

    await page.goto("/desk/articles");
    const search = page.getByRole("searchbox", { name: words.search });
    // On a phone the filters wait behind their button; from a tablet up they show.
    if (testInfo.project.name === "phone") {
      await expect(search).toBeHidden();
      await page.getByText(words.filters).click();
    }
    // Words of the title, whatever their case.
    await search.fill(marker.toUpperCase());
    await page.getByRole("button", { name: words.apply }).click();
    await expect(page).toHaveURL(/\/desk\/articles\?q=[0-9A-F]{8}&status=$/);
    await expect(listed).toHaveText([published, draft]);

    await page.getByLabel(words.status).selectOption({ label: words.states.draft });
    await page.getByRole("button", { name: words.apply }).click();
    await expect(page).toHaveURL(/[?&]status=draft$/);
    await expect(listed).toHaveText([draft]);
    await expect(page.getByText(/^1 of \d+ articles$/)).toBeVisible();
    // The filters stay open and say what is chosen.
    await expect(search).toHaveValue(marker.toUpperCase());
    await expect(page.getByLabel(words.status)).toHaveValue("draft");

    await page.getByLabel(words.status).selectOption({ label: words.states.published });
    await page.getByRole("button", { name: words.apply }).click();
    await expect(listed).toHaveText([published]);

    const wrong = await page.goto(`/desk/articles?status=archived&q=${marker}`);
    expect(wrong?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articlesDesk.query.heading);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
      articlesDesk.query.wrong.status,
    ]);
    await page.getByRole("link", { name: articlesDesk.query.back }).click();
    await expect(page).toHaveURL(/\/desk\/articles$/);
  });
});

test("the filtered list and the page of a wrong filter pass axe and fit the screen", async ({
  page,
}, testInfo) => {
  const words = articlesDesk.list;
  const width = page.viewportSize()!.width;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  const fits = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  await signInAs(page, addUser(suiteDb, "content", ["content"]));

  await page.goto("/desk/articles?q=testing&status=published");
  // A filter is on: the filters are open on a phone too, and hold what was chosen.
  await expect(page.getByRole("searchbox", { name: words.search })).toHaveValue("testing");
  await expect(page.getByLabel(words.status)).toHaveValue("published");
  await expect(page.getByRole("table", { name: words.heading }).getByRole("link")).not.toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
  await fits();
  await shot("articles-filtered");

  expect((await page.goto("/desk/articles?status=archived"))?.status()).toBe(400);
  await expect(page.getByText(articlesDesk.query.wrong.status)).toBeVisible();
  await expectNoAxeViolations(page);
  await fits();
  await shot("articles-wrong-filter");
});
