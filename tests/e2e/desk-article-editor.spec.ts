import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { blogPosts } from "@/content/blog";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { AUTOSAVE_AFTER_MS } from "@/lib/articles/editorTiming";
import { jpegPhoto } from "./deskArticles";

/**
 * The article editor as a writer uses it, at 1440 px (desktop) and 390 px
 * (phone): the toolbar's placeholders, the link dialog, the live preview
 * (rendered on the server), saving by itself, the picture library, no cover
 * until one is chosen.
 */

const AUTOSAVE = "/desk/articles/autosave.json";

/** Puts the Body's selection on [start, end) as a writer's mouse would. */
async function select(page: Page, start: number, end: number) {
  await page.getByLabel("Body").evaluate(
    (area: HTMLTextAreaElement, [s, e]) => {
      area.focus();
      area.setSelectionRange(s!, e!);
    },
    [start, end],
  );
}

const preview = (page: Page) => page.getByRole("region", { name: "Live preview" });

test("the toolbar writes placeholders, Link asks in a dialog, the preview follows, drafts save themselves", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = randomUUID().slice(0, 8);
  const width = page.viewportSize()!.width;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");

  // A new article has no cover until one is chosen.
  await expect(page.getByLabel("Cover picture", { exact: true })).toHaveValue("");
  await expect(preview(page).getByRole("img")).toHaveCount(0);

  await page.getByLabel("Title").fill(`Tan Delta Notes ${marker}`);
  await page.getByLabel("Excerpt").fill("What the dissipation factor tells.");
  const body = page.getByLabel("Body");
  await body.click();

  // Heading: "## " stays, only the words to replace are selected, so typing keeps the heading.
  await page.getByRole("button", { name: "Heading" }).click();
  await expect(body).toHaveValue("## Heading text");
  await expect(body).toBeFocused();
  await page.keyboard.type("Why tan delta");
  await expect(body).toHaveValue("## Why tan delta");

  // Bold on a collapsed caret: the markers around selected sample words.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("It shows ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("moisture");
  await page.keyboard.press("End");
  await page.keyboard.type(" early.");
  await expect(body).toHaveValue("## Why tan delta\n\nIt shows **moisture** early.");

  // Table: the first header cell's words are selected; typing replaces only them.
  await page.getByRole("button", { name: "Table" }).click();
  await page.keyboard.type("Step");
  const table = "| Step | Column 2 |\n| --- | --- |\n| Text | Text |";
  await expect(body).toHaveValue(
    `## Why tan delta\n\nIt shows **moisture** early.\n\n${table}\n\n`,
  );

  // Link with a collapsed caret after the table: a dialog, and the table is left alone.
  const end = (await body.inputValue()).length;
  await select(page, end, end);
  await page.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Text").fill("the IEC standard");
  await dialog.getByLabel("Address").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog.getByText("starts with https://")).toBeVisible();
  await expect(dialog.getByLabel("Address")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`link-dialog-${width}.png`) });
  await dialog.getByLabel("Address").fill("https://webstore.iec.ch/");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(
    `## Why tan delta\n\nIt shows **moisture** early.\n\n${table}\n\n[the IEC standard](https://webstore.iec.ch/)`,
  );
  // Escape closes the dialog and writes nothing.
  await page.getByRole("button", { name: "Link" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(/\(https:\/\/webstore\.iec\.ch\/\)$/);

  // Bullet list over the table's rows leaves them rows, and says so.
  const text = await body.inputValue();
  await select(page, text.indexOf("| Step"), text.indexOf("| Text |") + 15);
  await page.getByRole("button", { name: "Bullet list" }).click();
  await expect(body).toHaveValue(text);
  await expect(page.getByText("Table rows stay rows")).toBeVisible();

  // Script in the body: never run, never HTML in the preview.
  await select(page, text.length, text.length);
  await page.keyboard.type(
    '\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\nThe end.',
  );

  // The live preview is the site's renderer, drawn by the server as the writer types.
  const shown = preview(page);
  await expect(shown.getByRole("heading", { name: "Why tan delta", level: 2 })).toBeVisible();
  await expect(shown.getByRole("link", { name: "the IEC standard" })).toHaveAttribute(
    "href",
    "https://webstore.iec.ch/",
  );
  await expect(shown.getByRole("columnheader", { name: "Step" })).toBeVisible();
  await expect(shown.getByText("The end.")).toBeVisible();
  const html = await shown.innerHTML();
  expect(html).not.toMatch(/<script|onerror|__pwned/);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Beside the text on a wide screen, below it on a phone.
  const [textBox, previewBox] = [await body.boundingBox(), await shown.boundingBox()];
  if (width >= 1024) expect(previewBox!.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
  else expect(previewBox!.y).toBeGreaterThan(textBox!.y + textBox!.height - 1);

  // Saved by itself a few seconds after the last key, as one version however often.
  await expect(
    page.getByRole("status").filter({ hasText: /^Saved at \d{1,2}:\d{2} [ap]m$/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/desk\/articles\/edit\?id=/);
  const saved = page.waitForResponse((r) => r.url().endsWith(AUTOSAVE) && r.ok());
  await body.press("End");
  await page.keyboard.type(" Really.");
  await saved;
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`editor-${width}.png`), fullPage: true });
  await preview(page).screenshot({ path: testInfo.outputPath(`editor-preview-${width}.png`) });
  await page.screenshot({ path: `/tmp/article-editor-${width}.png`, fullPage: true });

  let autosaves = 0;
  page.on("request", (r) => {
    if (r.url().endsWith(AUTOSAVE)) autosaves += 1;
  });
  // The page's clock is the test's from here: its autosave wait passes at once.
  await page.clock.install();
  await page.reload();
  await expect(body).toHaveValue(/^## Why tan delta\n[\s\S]*The end\. Really\.$/);
  // Opening a draft saves nothing by itself: nothing changed.
  await page.clock.runFor(AUTOSAVE_AFTER_MS + 1500);
  expect(autosaves).toBe(0);
  await expect(page.getByRole("table", { name: "Earlier versions" }).getByRole("row")).toHaveCount(
    2,
  );
  await expect(page.getByLabel("Cover picture", { exact: true })).toHaveValue("");

  // Without a cover the public page still stands.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id")!;
  await page.goto(`/blog-details?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tan Delta Notes ${marker}`);
  await expect(page.getByRole("article").getByRole("img")).toHaveCount(0);
  await page.goto(`/desk/articles/edit?id=${id}`);
  // An article on the site is not saved by itself: that would take it off the site.
  await expect(page.getByText("not saved by itself")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as a draft" })).toBeVisible();
});

test("the cover shows in the preview as chosen, before saving", async ({ page }) => {
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  const drawing = blogPosts[1]!.image;
  await page.getByLabel("Cover picture", { exact: true }).selectOption(drawing.src);
  await expect(preview(page).getByRole("img", { name: drawing.alt })).toHaveAttribute(
    "src",
    drawing.src,
  );
  await page.getByLabel("Or upload a new cover photo").setInputFiles({
    name: "bay.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegPhoto(),
  });
  await page.getByLabel("Describe the new photo").fill("Bay 2 from the door");
  await expect(preview(page).getByRole("img", { name: "Bay 2 from the door" })).toHaveAttribute(
    "src",
    /^data:image\//,
  );
});

test("a newer version saved elsewhere is not overwritten: the editor says so", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const marker = randomUUID().slice(0, 8);
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  const made = await page.request.post("/desk/articles/edit", {
    multipart: {
      action: "draft",
      title: `Two Windows ${marker}`,
      date: "2026-11-24",
      excerpt: "Written twice.",
      cover: "",
      body: "First words.",
      scheduleAt: "",
    },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  const address = made.headers()["location"]!;
  await page.goto(address);
  const other = await context.newPage();
  await other.goto(address);

  await other.getByLabel("Body").fill("Words from the other window.");
  await expect(other.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel("Body").fill("Words from this window.");
  await expect(page.getByRole("alert")).toContainText("A newer version was saved", {
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByLabel("Body")).toHaveValue("Words from the other window.");
});

test("Picture opens a library: a photo uploaded there is inserted at the caret and listed", async ({
  page,
  request,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  const body = page.getByLabel("Body");
  await body.fill("Our new test bay.");
  await select(page, 4, 4);
  await page.getByRole("button", { name: "Picture" }).click();
  const library = page.getByRole("dialog", { name: "Pictures" });
  await expect(library).toBeVisible();
  const alt = `Test bay with the 150 kV set ${randomUUID().slice(0, 8)}`;
  await library.getByLabel("Photo to upload").setInputFiles({
    name: "bay.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegPhoto(),
  });
  await library.getByLabel("Describe the picture").fill(alt);
  await library.getByRole("button", { name: "Upload and insert" }).click();
  await expect(library.getByRole("status")).toHaveText("Picture added to the article.");
  // Listed with its thumbnail, to pick again later.
  await expect(library.getByRole("button", { name: `Insert: ${alt}` })).toBeVisible();
  await library.screenshot({ path: testInfo.outputPath(`library-${width}.png`) });
  await library.getByRole("button", { name: "Close" }).click();
  await expect(body).toBeFocused();
  const written = /!\[(.+)\]\(\/photos\/([A-Za-z0-9_-]{16})\)/.exec(await body.inputValue());
  expect(written?.[1]).toBe(alt);
  expect(await body.inputValue()).toMatch(/^Our new test bay\.\n\n!\[/);
  const copy = await request.get(`/photos/${written![2]}-480.webp`);
  expect(copy.status()).toBe(200);
  // The preview draws the photo as the site would.
  await expect(preview(page).locator(`picture img[alt="${alt}"]`)).toHaveCount(1);

  // Picked from the library: the same Markdown, at the caret.
  await body.fill("Second.");
  await select(page, 7, 7);
  await page.getByRole("button", { name: "Picture" }).click();
  await library.getByRole("button", { name: `Insert: ${alt}` }).click();
  await expect(library).toBeHidden();
  await expect(body).toHaveValue(`Second.\n\n![${alt}](/photos/${written![2]})\n\n`);
});

test("a toolbar press before the island's code arrives is kept", async ({ page }) => {
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/MarkdownToolbar\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/desk/articles/edit", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Body").click();
  await page.getByRole("button", { name: "Heading" }).click();
  release();
  await expect(page.getByLabel("Body")).toHaveValue("## Heading text");
});

test("the preview page's note sits between the header and the article, covering neither", async ({
  page,
  context,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  await page.goto("/desk/articles/edit");
  await page.getByLabel("Title").fill("Preview Note Check");
  await page.getByLabel("Excerpt").fill("The first words of the article.");
  await page.getByLabel("Body").fill("The body's first paragraph.");
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.setViewportSize(page.viewportSize()!);
  const note = preview.getByRole("status").filter({ hasText: "Preview: not on the site" });
  await expect(note).toBeInViewport();
  const header = (await preview.getByRole("banner").first().boundingBox())!;
  const box = (await note.boundingBox())!;
  const first = (await preview.getByText("The first words of the article.").boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(first.y).toBeGreaterThanOrEqual(box.y + box.height);
  await preview.screenshot({ path: testInfo.outputPath(`preview-page-${width}.png`) });
});

test("the preview and autosave endpoints refuse a body over their limit unread", async ({
  page,
}) => {
  await signInAs(page, addUser(suiteDb, "content", ["content"]));
  const big = "x".repeat(300 * 1024);
  for (const path of ["/desk/articles/preview.json", "/desk/articles/autosave.json"]) {
    const response = await page.request.post(path, {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ body: big, cover: "" }),
    });
    expect(response.status(), path).toBe(413);
  }
  const small = await page.request.post("/desk/articles/preview.json", {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ body: "## Hello", cover: "" }),
  });
  expect(small.status()).toBe(200);
  expect((await small.json()).html).toBe("<h2>Hello</h2>");
});
