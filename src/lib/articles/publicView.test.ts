import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogDetailSections, blogPosts } from "@/content/blog";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleBody } from "@/components/sections/blog/ArticleBody";
import { site } from "@/content/site";
import { onContentChanged } from "@/lib/site/contentChanged";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { reviewerQuotes } from "../../../scripts/bench/articleBodies";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { saveArticle } from "./articles";
import { photoSlot } from "./photoSlots";
import { BlogNotFound } from "@/components/sections/blog/BlogNotFound";
import { articlePreparing } from "@/content/pages";
import {
  livePost,
  livePosts,
  movedPostHref,
  postBeingPrepared,
  recentPublications,
  toPublic,
} from "./publicView";
import { articleById } from "./store";
import type { ArticleFields } from "./types";

// A page view never parses Markdown on the server's thread: here it would throw.
// (The pool's worker threads load their own, real renderer.)
vi.mock("./markdown", () => ({
  renderMarkdown: () => {
    throw new Error("a page view rendered Markdown on the server's thread");
  },
}));

// The bodies sent to be rendered, counted: a page view with kept HTML sends none.
const rendered = vi.hoisted(() => ({ bodies: 0 }));
vi.mock("./renderBody", async (original) => {
  const real = await original<typeof import("./renderBody")>();
  return {
    ...real,
    renderBody: (...args: Parameters<typeof real.renderBody>) => {
      rendered.bodies += 1;
      return real.renderBody(...args);
    },
  };
});

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const NOW = new Date("2026-11-26T06:00:00Z");

const fields: ArticleFields = {
  title: "New Impulse Hall",
  date: "2026-11-26",
  excerpt: "A bigger generator.",
  cover: "/images/blog/post-2.svg",
  coverAlt: "Impulse generator",
  slug: "",
  author: "",
  metaDescription: "",
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
  it(
    "the seed: eight posts as the seed files give them, the five newest in the sidebar",
    onFreshStore(async () => {
      expect(await livePosts(NOW)).toEqual(blogPosts);
      expect(recentPublications(await livePosts(NOW)).map((p) => p.href)).toEqual(
        blogPosts.slice(0, 5).map((p) => `/blog-details?id=${p.id}`),
      );
    }),
  );

  it(
    "a ninth article leads the list and the sidebar; its page shows the HTML kept at its save",
    onFreshStore(async () => {
      const html = "<table><tbody><tr><td>1200</td></tr></tbody></table>";
      const { id } = await saveArticle("ed", undefined, fields, html, { kind: "publish" }, NOW);
      const posts = await livePosts(NOW);
      expect(posts).toHaveLength(blogPosts.length + 1);
      expect(posts[0]).toMatchObject({ id, date: "26 November 2026", title: fields.title });
      expect(recentPublications(posts)[0]?.title).toBe(fields.title);
      expect((await livePost(id, NOW))?.bodyHtml).toBe(html);
    }),
  );

  it(
    "puts each photo's picture in its place, with the words written in the article; a photo gone leaves nothing",
    onFreshStore(async (db) => {
      addPhoto(db, "bay2photo0000001", "The photo's own words");
      const html = `<p>Before</p>${photoSlot("bay2photo0000001", `Bay "2"`)}${photoSlot("bay2photo0000001", "")}${photoSlot("gone", "x")}<p>After</p>`;
      const { id } = await saveArticle("ed", undefined, fields, html, { kind: "publish" }, NOW);
      const body = (await livePost(id, NOW))!.bodyHtml;
      expect(body).toMatch(/^<p>Before<\/p><picture class="block">.*<\/picture><picture/);
      expect(body).toContain('srcset="/photos/bay2photo0000001-480.avif 480w"');
      expect(body).toContain('alt="Bay &quot;2&quot;"');
      expect(body).toContain(`alt="The photo's own words"`.replace("'", "&#39;"));
      expect(body).not.toContain("site-photo");
      expect(body).toMatch(/<\/picture><p>After<\/p>$/);
    }),
  );

  it(
    "shows an article with a hostile Markdown body from its kept HTML, at once",
    onFreshStore(async (db) => {
      const saved = await saveArticle(
        "ed",
        undefined,
        fields,
        "<p>Kept.</p>",
        { kind: "publish" },
        NOW,
      );
      db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(reviewerQuotes(), saved.id);
      const before = rendered.bodies;
      const post = await livePost(saved.id, NOW);
      // Parsing that body takes 7 to 10 s: it is not sent to be rendered.
      expect(rendered.bodies).toBe(before);
      expect(post?.bodyHtml).toBe("<p>Kept.</p>");
    }),
  );
});

describe("what an article's page says besides its words (issue 37)", () => {
  const words = (n: number) => Array.from({ length: n }, () => "winding").join(" ");
  const sectionsShown = (html: string) =>
    blogDetailSections.filter((s) =>
      html.includes(`>${s.heading.replace("&", "&amp;").replace("'", "&#x27;")}</h2>`),
    ).length;
  const account = (db: DatabaseSync, email: string, name: string) =>
    db
      .prepare(
        "INSERT INTO desk_users (email, password_hash, created_at, display_name) VALUES (?, 'x', ?, ?)",
      )
      .run(email, NOW.toISOString(), name);

  it(
    "the spec's eight keep its byline and the five standing sections",
    onFreshStore(async () => {
      for (const seed of blogPosts) {
        const post = (await livePost(seed.id, NOW))!;
        expect(post).toMatchObject({
          standingSections: true,
          byline: "by Senior Calibration Specialist | 8 min read",
          description: seed.excerpt,
        });
        expect(sectionsShown(renderToStaticMarkup(ArticleBody({ post })))).toBe(5);
      }
    }),
  );

  it(
    "a desk-written article has none of them: its writer's name and its own reading time",
    onFreshStore(async (db) => {
      account(db, "anita@lab.example", "Anita Deshmukh");
      const body = `## Key gases\n\n${words(610)}`;
      const saved = await saveArticle(
        "anita@lab.example",
        undefined,
        { ...fields, body },
        "<p>Words.</p>",
        { kind: "publish" },
        NOW,
      );
      const post = (await livePost(saved.slug, NOW))!;
      expect(post).toMatchObject({
        standingSections: false,
        byline: "by Anita Deshmukh | 3 min read",
        author: "Anita Deshmukh",
        description: fields.excerpt,
      });
      expect(sectionsShown(renderToStaticMarkup(ArticleBody({ post })))).toBe(0);

      // A name typed on the article wins; a description of its own replaces the excerpt.
      await saveArticle(
        "ed@lab.example",
        saved.id,
        { ...fields, body, author: "R. K. Verma", metaDescription: "Key gases, read right." },
        "<p>Words.</p>",
        { kind: "publish" },
        NOW,
      );
      expect(await livePost(saved.slug, NOW)).toMatchObject({
        byline: "by R. K. Verma | 3 min read",
        description: "Key gases, read right.",
      });
    }),
  );

  it(
    "an article whose writer has no name on the account is by the lab; a short one reads in 1 minute",
    onFreshStore(async (db) => {
      const saved = await saveArticle(
        "ed@lab.example",
        undefined,
        fields,
        "<p>x</p>",
        { kind: "publish" },
        NOW,
      );
      expect((await livePost(saved.slug, NOW))?.byline).toBe(`by ${site.name} | 1 min read`);
      // The editor's preview of an unsaved article: the account previewing is its writer.
      account(db, "meera@lab.example", "Meera Joshi");
      const preview = await toPublic(
        { ...fields, id: "preview", writtenBy: "meera@lab.example", specArticle: false },
        "",
      );
      expect(preview).toMatchObject({
        byline: "by Meera Joshi | 1 min read",
        standingSections: false,
      });
    }),
  );

  it(
    "an article on the site that moves keeps its old address answering for it; a draft's leaves none",
    onFreshStore(async () => {
      const seed = blogPosts[0]!;
      const article = (await articleById(seed.id))!;
      await saveArticle(
        "ed",
        seed.id,
        { ...article, slug: "on-site-calibration" },
        "<p>x</p>",
        { kind: "publish" },
        NOW,
      );
      expect((await livePosts(NOW)).map((p) => p.id)).toContain("on-site-calibration");
      expect(await movedPostHref(seed.id, NOW)).toBe("/blog-details?id=on-site-calibration");
      expect(await movedPostHref(seed.id.toUpperCase(), NOW)).toBe(
        "/blog-details?id=on-site-calibration",
      );
      // Moved again: both earlier addresses lead to the latest.
      await saveArticle(
        "ed",
        seed.id,
        { ...article, slug: "site-calibration" },
        "<p>x</p>",
        { kind: "publish" },
        NOW,
      );
      expect(await movedPostHref(seed.id, NOW)).toBe("/blog-details?id=site-calibration");
      expect(await movedPostHref("on-site-calibration", NOW)).toBe(
        "/blog-details?id=site-calibration",
      );
      expect(await movedPostHref("site-calibration", NOW)).toBeUndefined();
      expect(await movedPostHref("never-was", NOW)).toBeUndefined();

      const draft = await saveArticle("ed", undefined, fields, "<p>x</p>", { kind: "draft" }, NOW);
      await saveArticle(
        "ed",
        draft.id,
        { ...fields, slug: "impulse-hall" },
        "<p>x</p>",
        { kind: "publish" },
        NOW,
      );
      expect(await movedPostHref(draft.id, NOW)).toBeUndefined();
    }),
  );
});

describe("an article saved before bodies were kept as HTML", () => {
  it(
    "is rendered once in the pool when its page is first asked for, and its HTML kept",
    onFreshStore(async () => {
      const seed = blogPosts[0]!.id;
      expect((await articleById(seed))?.bodyHtml).toBeNull();
      const post = await livePost(seed, NOW);
      expect(post?.bodyHtml).toContain("<h2>");
      expect((await articleById(seed))?.bodyHtml).toBe(post?.bodyHtml);
    }),
  );

  it(
    "with a hostile body: leaves the site, and the kept pages are told, without the server waiting",
    onFreshStore(async (db) => {
      const seed = blogPosts[1]!.id;
      db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(reviewerQuotes(), seed);
      const listener = vi.fn();
      const stop = onContentChanged(listener);
      expect(await livePost(seed, NOW)).toBeUndefined();
      stop();
      expect(await articleById(seed)).toMatchObject({ bodyHtml: null, bodyProblem: "blocks" });
      expect((await livePosts(NOW)).map((p) => p.id)).not.toContain(seed);
      expect(listener).toHaveBeenCalledTimes(1);
    }),
  );

  it(
    "not rendered yet (a slow start): its page says it is being prepared, not that it does not exist",
    onFreshStore(async () => {
      const seed = blogPosts[3]!.id;
      expect(await postBeingPrepared(seed, NOW)).toBe(true);
      expect(await postBeingPrepared("no-such-article", NOW)).toBe(false);
      const page = renderToStaticMarkup(
        BlogNotFound({ posts: await livePosts(NOW), words: articlePreparing }),
      );
      expect(page).toContain("This article is being prepared");
      expect(page).toContain("It will be here in a minute or two: please try again shortly.");
      await livePost(seed, NOW);
      expect(await postBeingPrepared(seed, NOW)).toBe(false);
    }),
  );
});
