import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { renderArticle } from "@/lib/articles/renderArticle";
import { saveArticle } from "@/lib/articles/articles";
import type { ArticleFields } from "@/lib/articles/types";
import { addUser, signInRequest } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { onRecord } from "./record";
import { onRecordStore } from "./record";

/**
 * A photo taken off the site stops being served: its files answer 404, while
 * a photo on the site is kept by browsers for a year. A photo removed from the
 * gallery that a published article still shows is served, but kept only
 * briefly. A server of its own: its articles are not the suite's.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let content: APIRequestContext;
let visitor: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await startServer({});
  content = await playwright.request.newContext({ baseURL: server.url });
  const email = addUser(server.dbPath, "photos-off", ["content"]);
  const signedIn = await signInRequest(content, email);
  expect(signedIn.status()).toBe(303);
  visitor = await playwright.request.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await server.stop();
});

const jpeg = () => {
  const pixels = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg()
    .toBuffer();
};

/** Uploads a photo on the desk as the lab does; answers its id. */
async function upload(album: string): Promise<{ id: string; alt: string }> {
  const alt = `Meter on the bench ${randomUUID().slice(0, 8)}`;
  const uploaded = await content.post("/desk/photos", {
    multipart: {
      action: "upload",
      file: { name: "bench.jpg", mimeType: "image/jpeg", buffer: await jpeg() },
      alt,
      caption: "",
      album,
    },
    maxRedirects: 0,
  });
  expect(uploaded.status()).toBe(303);
  return {
    id: await onRecordStore(server.dbPath, async (store) =>
      String(
        (
          await store
            .selectFrom("photos")
            .select("id")
            .where("alt", "=", alt)
            .executeTakeFirstOrThrow()
        ).id,
      ),
    ),
    alt,
  };
}

const removeFromSite = async (id: string) =>
  expect(
    (
      await content.post("/desk/photos", { form: { action: "hide", photo: id }, maxRedirects: 0 })
    ).status(),
  ).toBe(303);

/** An article saved as the desk saves it, on the server's own database. */
async function saveArticleWith(body: string, publication: "publish" | "draft", id?: string) {
  const fields: ArticleFields = {
    title: `Bench checks ${randomUUID().slice(0, 8)}`,
    date: "2026-11-20",
    excerpt: "How the lab checks its meters.",
    cover: "/images/blog/post-1.svg",
    coverAlt: "A drawing of a meter",
    slug: "",
    author: "",
    metaDescription: "",
    body,
  };
  try {
    // The desk keeps the body's HTML as the pool renders it (renderArticle is that task).
    const rendered = renderArticle({ markdown: body });
    if (!rendered.ok) throw new Error(`the body was refused: ${rendered.problem}`);
    const saved = await onRecord(server.dbPath, () =>
      saveArticle("test", id, fields, rendered.html, { kind: publication }),
    );
    return saved.id;
  } finally {
  }
}

test("a photo removed from the gallery answers 404; while it was on the site it was kept a year", async () => {
  const { id, alt } = await upload("energy");
  const file = `/photos/${id}-480.webp`;
  const gallery = async () => (await visitor.get("/gallery")).text();
  expect(await gallery()).toContain(alt);
  const live = await visitor.get(file);
  expect(live.status()).toBe(200);
  expect(live.headers()["content-type"]).toBe("image/webp");
  expect(live.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await removeFromSite(id);
  expect(await gallery()).not.toContain(alt);
  for (const path of [file, `/photos/${id}-480.avif`]) {
    const gone = await visitor.get(path);
    expect(gone.status(), path).toBe(404);
    expect(gone.headers()["cache-control"], path).toBe("no-store");
    expect(gone.headers()["content-type"], path).not.toMatch(/^image\//);
  }
});

test("a removed photo a published article still shows is served briefly, and not once the article goes", async () => {
  const { id, alt } = await upload("article");
  const file = `/photos/${id}-480.webp`;
  const body = `The bench.\n\n![${alt}](/photos/${id})`;
  const article = await saveArticleWith(body, "publish");
  await removeFromSite(id);

  const page = await (await visitor.get(`/blog-details?id=${article}`)).text();
  expect(page).toContain(`alt="${alt}"`);
  expect(page).toContain(file);
  const shown = await visitor.get(file);
  expect(shown.status()).toBe(200);
  const caching = shown.headers()["cache-control"] ?? "";
  expect(caching).not.toContain("immutable");
  expect(Number(/max-age=(\d+)/.exec(caching)?.[1])).toBeLessThanOrEqual(600);

  await saveArticleWith(body, "draft", article);
  expect((await visitor.get(file)).status()).toBe(404);
});
