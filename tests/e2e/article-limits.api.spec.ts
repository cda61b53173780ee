import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { reviewerQuotes, reviewerStarsShort } from "../../scripts/bench/articleBodies";
import { addUser, suiteDb } from "./deskStaff";
import { signInRequest } from "./openingsDesk";
import { onRecordStore } from "./record";

/**
 * Finding 4 on the built server: the desk refuses the review's bodies at
 * once, saying why and keeping what was typed; an article's page is drawn
 * from the HTML kept at its save, and an article kept from before with a
 * hostile body leaves the site without holding anyone up.
 */

const errors = articlesDesk.edit.errors;

/** Text as React writes it into a page. */
const inPage = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const articleForm = (title: string, body: string, action = "draft") => ({
  action,
  title,
  date: "2001-01-01",
  excerpt: "Kept at the end of the lists.",
  cover: blogPosts[0]!.image.src,
  body,
  scheduleAt: "",
});

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

async function contentStaff(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const staff = await playwright.request.newContext({ baseURL });
  await signInRequest(staff, baseURL, addUser(suiteDb, "content", ["content"]));
  return staff;
}

test("the desk refuses the review's bodies at once, says why and keeps what was typed; nothing is saved", async ({
  playwright,
  baseURL,
}) => {
  const staff = await contentStaff(playwright, baseURL!);
  const title = `Quotes Flood ${randomUUID().slice(0, 8)}`;
  const { value: refused, ms } = await timed(
    staff.post("/desk/articles/edit", { multipart: articleForm(title, reviewerQuotes()) }),
  );
  expect(refused.status()).toBe(400);
  // Rendering this body on the event loop took 9.6 s and answered 500.
  expect(ms).toBeLessThan(2000);
  const page = await refused.text();
  expect(page).toContain(inPage(errors.bodyLimits.blocks(1001, 500)));
  expect(page).toContain(inPage(reviewerQuotes()));
  expect(page).toContain(`value="${title}"`);

  const stars = await staff.post("/desk/articles/edit", {
    multipart: articleForm(title, reviewerStarsShort(), "publish"),
  });
  expect(stars.status()).toBe(400);
  expect(await stars.text()).toContain(inPage(errors.bodyLimits.run(1, 3)));

  // Preview goes through the same checks.
  const preview = await staff.post("/desk/articles/preview", {
    multipart: articleForm(title, reviewerQuotes(), "preview"),
  });
  expect(await preview.text()).toContain(inPage(errors.bodyLimits.blocks(1001, 500)));

  expect(await (await staff.get("/desk/articles")).text()).not.toContain(title);
});

test("an article's page comes from the HTML kept at its save, fast, whatever its Markdown", async ({
  playwright,
  baseURL,
  request,
}) => {
  const staff = await contentStaff(playwright, baseURL!);
  const marker = randomUUID().slice(0, 8);
  const saved = await staff.post("/desk/articles/edit", {
    multipart: articleForm(`Kept HTML ${marker}`, `Kept words ${marker}.`, "publish"),
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  const id = new URL(saved.headers()["location"]!, baseURL).searchParams.get("id")!;

  // The Markdown changes under the kept HTML: a page view must not look at it.
  await onRecordStore(suiteDb, (store) =>
    store.updateTable("articles").set({ body: reviewerQuotes() }).where("id", "=", id).execute(),
  );
  const { value: shown, ms } = await timed(request.get(`/blog-details?id=${id}`));
  expect(shown.status()).toBe(200);
  expect(ms).toBeLessThan(1000);
  expect(await shown.text()).toContain(`<p>Kept words ${marker}.</p>`);

  const seed = await timed(request.get(`/blog-details?id=${blogPosts[0]!.id}`));
  expect(seed.value.status()).toBe(200);
  expect(seed.ms).toBeLessThan(1000);

  // Off the site again, through the desk, with a body it accepts.
  const draft = await staff.post(`/desk/articles/edit?id=${id}`, {
    multipart: articleForm(`Kept HTML ${marker}`, "Gone.", "draft"),
    maxRedirects: 0,
  });
  expect(draft.status()).toBe(303);
});

test("an article kept from before with a hostile body leaves the site, the server answering others all the while; the desk says what to fix", async ({
  playwright,
  baseURL,
  request,
}) => {
  const marker = randomUUID().slice(0, 8);
  const id = `2001-01-kept-from-before-${marker}`;
  const at = new Date().toISOString();
  await onRecordStore(suiteDb, (store) =>
    store
      .insertInto("articles")
      .values({
        id,
        slug: id,
        title: `Kept From Before ${marker}`,
        date: "2001-01-01",
        excerpt: "From before the limits.",
        cover: blogPosts[0]!.image.src,
        cover_alt: "A drawing",
        body: reviewerQuotes(),
        status: "published",
        publish_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute(),
  );

  const [hostile, home] = await Promise.all([
    timed(request.get(`/blog-details?id=${id}`)),
    timed(request.get("/about")),
  ]);
  expect(hostile.value.status()).toBe(404);
  expect(hostile.ms).toBeLessThan(3000);
  expect(home.value.status()).toBe(200);
  expect(home.ms).toBeLessThan(1000);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(id);

  const staff = await contentStaff(playwright, baseURL!);
  expect(await (await staff.get("/desk/articles")).text()).toContain(articlesDesk.status.needsFix);
  const editor = await (await staff.get(`/desk/articles/edit?id=${id}`)).text();
  expect(editor).toContain(
    inPage(errors.bodyNotShown(errors.bodyLimits.blocks(1001, 500))).replaceAll("'", "&#x27;"),
  );
});
