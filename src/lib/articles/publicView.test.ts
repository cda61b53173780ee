import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { migrate } from "@/lib/db/migrate";
import { onContentChanged } from "@/lib/site/contentChanged";
import { closeUntrustedPool, runUntrusted } from "@/lib/workers/pool";
import { reviewerQuotes } from "../../../tests/fixtures/articleBodies";
import { articleById, saveArticle, type ArticleFields } from "./articles";
import { photoSlot } from "./photoSlots";
import { livePost, livePosts, recentPublications } from "./publicView";

// A page view never parses Markdown on the server's thread: here it would throw.
// (The pool's worker threads load their own, real renderer.)
vi.mock("./markdown", () => ({
  renderMarkdown: () => {
    throw new Error("a page view rendered Markdown on the server's thread");
  },
}));

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, 60_000), 60_000);
afterAll(closeUntrustedPool);

const NOW = new Date("2026-11-26T06:00:00Z");

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const fields: ArticleFields = {
  title: "New Impulse Hall",
  date: "2026-11-26",
  excerpt: "A bigger generator.",
  cover: "/images/blog/post-2.svg",
  coverAlt: "Impulse generator",
  body: "| kV | Stages |\n| --- | --- |\n| 1200 | 12 |",
};

function addPhoto(db: DatabaseSync, id: string, alt: string) {
  const variants = [
    { format: "avif", width: 480, url: `/photos/${id}-480.avif` },
    { format: "webp", width: 480, url: `/photos/${id}-480.webp` },
  ];
  db.prepare(
    `INSERT INTO photos (id, alt, album, width, height, variants, created_at, created_by)
     VALUES (?, ?, 'article', 480, 320, ?, '2026-11-26T00:00:00Z', 'ed')`,
  ).run(id, alt, JSON.stringify(variants));
}

describe("articles on the public pages", () => {
  it("the seed: eight posts as the seed files give them, the five newest in the sidebar", () => {
    const db = fresh();
    expect(livePosts(db, NOW)).toEqual(blogPosts);
    expect(recentPublications(livePosts(db, NOW)).map((p) => p.href)).toEqual(
      blogPosts.slice(0, 5).map((p) => `/blog-details?id=${p.id}`),
    );
  });

  it("a ninth article leads the list and the sidebar; its page shows the HTML kept at its save", async () => {
    const db = fresh();
    const html = "<table><tbody><tr><td>1200</td></tr></tbody></table>";
    const { id } = saveArticle(db, "ed", undefined, fields, html, { kind: "publish" }, NOW);
    const posts = livePosts(db, NOW);
    expect(posts).toHaveLength(blogPosts.length + 1);
    expect(posts[0]).toMatchObject({ id, date: "26 November 2026", title: fields.title });
    expect(recentPublications(posts)[0]?.title).toBe(fields.title);
    expect((await livePost(db, id, NOW))?.bodyHtml).toBe(html);
  });

  it("puts each photo's picture in its place, with the words written in the article; a photo gone leaves nothing", async () => {
    const db = fresh();
    addPhoto(db, "bay2photo0000001", "The photo's own words");
    const html = `<p>Before</p>${photoSlot("bay2photo0000001", `Bay "2"`)}${photoSlot("bay2photo0000001", "")}${photoSlot("gone", "x")}<p>After</p>`;
    const { id } = saveArticle(db, "ed", undefined, fields, html, { kind: "publish" }, NOW);
    const body = (await livePost(db, id, NOW))!.bodyHtml;
    expect(body).toMatch(/^<p>Before<\/p><picture class="block">.*<\/picture><picture/);
    expect(body).toContain('srcset="/photos/bay2photo0000001-480.avif 480w"');
    expect(body).toContain('alt="Bay &quot;2&quot;"');
    expect(body).toContain(`alt="The photo's own words"`.replace("'", "&#39;"));
    expect(body).not.toContain("site-photo");
    expect(body).toMatch(/<\/picture><p>After<\/p>$/);
  });

  it("shows an article with a hostile Markdown body from its kept HTML, at once", async () => {
    const db = fresh();
    const saved = saveArticle(
      db,
      "ed",
      undefined,
      fields,
      "<p>Kept.</p>",
      { kind: "publish" },
      NOW,
    );
    db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(reviewerQuotes(), saved.id);
    const started = performance.now();
    const post = await livePost(db, saved.id, NOW);
    // Parsing that body takes 7 to 10 s.
    expect(performance.now() - started).toBeLessThan(500);
    expect(post?.bodyHtml).toBe("<p>Kept.</p>");
  });
});

describe("an article saved before bodies were kept as HTML", () => {
  it("is rendered once in the pool when its page is first asked for, and its HTML kept", async () => {
    const db = fresh();
    const seed = blogPosts[0]!.id;
    expect(articleById(db, seed)?.bodyHtml).toBeNull();
    const post = await livePost(db, seed, NOW);
    expect(post?.bodyHtml).toContain("<h2>");
    expect(articleById(db, seed)?.bodyHtml).toBe(post?.bodyHtml);
  });

  it("with a hostile body: leaves the site, and the kept pages are told, without the server waiting", async () => {
    const db = fresh();
    const seed = blogPosts[1]!.id;
    db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(reviewerQuotes(), seed);
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    expect(await livePost(db, seed, NOW)).toBeUndefined();
    stop();
    expect(articleById(db, seed)).toMatchObject({ bodyHtml: null, bodyProblem: "blocks" });
    expect(livePosts(db, NOW).map((p) => p.id)).not.toContain(seed);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
