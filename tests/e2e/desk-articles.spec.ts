import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
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
