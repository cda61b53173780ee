import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { blogPosts } from "@/content/blog";
import { migrate } from "@/lib/db/migrate";
import { saveArticle } from "./articles";
import { livePost, livePosts, recentPublications } from "./publicView";

const NOW = new Date("2026-11-26T06:00:00Z");

describe("articles on the public pages", () => {
  it("the seed: eight posts as the seed files give them, the five newest in the sidebar", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    expect(livePosts(db, NOW)).toEqual(blogPosts);
    expect(recentPublications(livePosts(db, NOW)).map((p) => p.href)).toEqual(
      blogPosts.slice(0, 5).map((p) => `/blog-details?id=${p.id}`),
    );
  });

  it("a ninth article leads the list and the sidebar; its body is rendered", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    const fields = {
      title: "New Impulse Hall",
      date: "2026-11-26",
      excerpt: "A bigger generator.",
      cover: "/images/blog/post-2.svg",
      coverAlt: "Impulse generator",
      body: "| kV | Stages |\n| --- | --- |\n| 1200 | 12 |",
    };
    const { id } = saveArticle(db, "ed", undefined, fields, { kind: "publish" }, NOW);
    const posts = livePosts(db, NOW);
    expect(posts).toHaveLength(blogPosts.length + 1);
    expect(posts[0]).toMatchObject({ id, date: "26 November 2026", title: fields.title });
    expect(recentPublications(posts)[0]?.title).toBe(fields.title);
    expect(livePost(db, id, NOW)?.bodyHtml).toContain("<td>1200</td>");
  });
});

describe("an article's rendering", () => {
  it("is kept until the article is saved again", () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    const fields = {
      title: "Kept",
      date: "2026-11-26",
      excerpt: "e",
      cover: "/images/blog/post-2.svg",
      coverAlt: "a",
      body: "First body.",
    };
    const { id } = saveArticle(db, "ed", undefined, fields, { kind: "publish" }, NOW);
    const first = livePost(db, id, NOW);
    expect(livePost(db, id, NOW)).toBe(first);
    const later = new Date(NOW.getTime() + 1000);
    saveArticle(db, "ed", id, { ...fields, body: "Second body." }, { kind: "publish" }, later);
    expect(livePost(db, id, later)?.bodyHtml).toBe("<p>Second body.</p>");
  });
});
