import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { migrate } from "@/lib/db/migrate";
import { onContentChanged } from "@/lib/site/contentChanged";
import {
  articleById,
  publishedArticle,
  publishedArticles,
  oldSlugsOf,
  restoreRevision,
  revisionsOf,
  saveArticle,
  slugTaken,
  type ArticleFields,
} from "./articles";
import { nextScheduledAt } from "./scheduleWake";

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const NOW = new Date("2026-11-26T06:00:00Z");
const fields: ArticleFields = {
  title: "Impulse Testing: What the Oscillogram Shows",
  date: "2026-11-26",
  excerpt: "Reading a lightning impulse record.",
  cover: "/images/blog/post-1.svg",
  coverAlt: "Impulse generator",
  slug: "",
  author: "",
  metaDescription: "",
  body: "## Why\n\nBecause.",
};

/** The body's HTML as the pool rendered it (the tests here do not render). */
const HTML = "<h2>Why</h2>\n<p>Because.</p>";

const auditLines = (db: DatabaseSync) =>
  db.prepare("SELECT who, action, detail FROM desk_audit ORDER BY id").all();

describe("articles", () => {
  it("a fresh database holds the seed posts, published, newest first, with their dates", () => {
    const db = fresh();
    const live = publishedArticles(db, NOW);
    expect(live.map((a) => a.id)).toEqual(blogPosts.map((p) => p.id));
    expect(live.at(-1)?.date).toBe("2020-06-19");
    expect(revisionsOf(db, blogPosts[0]!.id)).toHaveLength(1);
  });

  it("a draft stays off the site; publishing puts it on under a stable id", () => {
    const db = fresh();
    const draft = saveArticle(
      db,
      "ed@lab.example",
      undefined,
      fields,
      HTML,
      { kind: "draft" },
      NOW,
    );
    expect(draft.id).toBe("2026-11-impulse-testing-what-the-oscillogram-shows");
    expect(publishedArticle(db, draft.id, NOW)).toBeUndefined();
    const later = new Date(NOW.getTime() + 60_000);
    saveArticle(
      db,
      "ed@lab.example",
      draft.id,
      { ...fields, title: "Renamed" },
      HTML,
      { kind: "publish" },
      later,
    );
    expect(publishedArticle(db, draft.id.toUpperCase(), later)?.title).toBe("Renamed");
    expect(publishedArticles(db, later)[0]?.id).toBe(draft.id);
    expect(revisionsOf(db, draft.id).map((r) => [r.title, r.status])).toEqual([
      ["Renamed", "published"],
      [fields.title, "draft"],
    ]);
    expect(auditLines(db)).toEqual([
      { who: "ed@lab.example", action: "saved article draft", detail: draft.id },
      { who: "ed@lab.example", action: "published article", detail: draft.id },
    ]);
  });

  it("a save keeps the body's HTML with it; an article kept from before has none yet", () => {
    const db = fresh();
    expect(articleById(db, blogPosts[0]!.id)).toMatchObject({ bodyHtml: null, bodyProblem: null });
    const a = saveArticle(db, "ed", undefined, fields, HTML, { kind: "publish" }, NOW);
    expect(a).toMatchObject({ bodyHtml: HTML, bodyProblem: null });
    const edited = saveArticle(db, "ed", a.id, { ...fields, body: "Later." }, "<p>Later.</p>", {
      kind: "publish",
    });
    expect(edited.bodyHtml).toBe("<p>Later.</p>");
  });

  it("an article whose body the site could not prepare is not on the site", () => {
    const db = fresh();
    const id = blogPosts[0]!.id;
    db.prepare("UPDATE articles SET body_problem = 'time' WHERE id = ?").run(id);
    expect(publishedArticle(db, id, NOW)).toBeUndefined();
    expect(publishedArticles(db, NOW).map((a) => a.id)).not.toContain(id);
    expect(articleById(db, id)?.bodyProblem).toBe("time");
  });

  it("two articles with one title get two ids", () => {
    const db = fresh();
    const a = saveArticle(db, "ed", undefined, fields, HTML, { kind: "draft" }, NOW);
    const b = saveArticle(db, "ed", undefined, fields, HTML, { kind: "draft" }, NOW);
    expect(b.id).toBe(`${a.id}-2`);
  });

  it("a scheduled article appears at its time, and the cache learns that time", () => {
    const db = fresh();
    const at = new Date(NOW.getTime() + 60_000);
    const a = saveArticle(db, "ed", undefined, fields, HTML, { kind: "schedule", at }, NOW);
    expect(a.status).toBe("scheduled");
    expect(nextScheduledAt(db, NOW)).toBe(at.toISOString());
    expect(publishedArticle(db, a.id, new Date(at.getTime() - 1))).toBeUndefined();
    expect(publishedArticle(db, a.id, at)?.id).toBe(a.id);
    expect(nextScheduledAt(db, at)).toBeUndefined();
  });

  it("restoring a revision brings its words back as a new save, and tells the page cache", () => {
    const db = fresh();
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    const a = saveArticle(db, "ed", undefined, fields, HTML, { kind: "publish" }, NOW);
    saveArticle(
      db,
      "ed",
      a.id,
      { ...fields, body: "Wrong" },
      "<p>Wrong</p>",
      { kind: "publish" },
      NOW,
    );
    const first = revisionsOf(db, a.id).at(-1)!;
    restoreRevision(db, "chief", a.id, first.id, HTML, NOW);
    stop();
    expect(articleById(db, a.id)?.body).toBe(fields.body);
    expect(articleById(db, a.id)?.bodyHtml).toBe(HTML);
    expect(articleById(db, a.id)?.status).toBe("published");
    expect(revisionsOf(db, a.id)).toHaveLength(3);
    expect(auditLines(db).at(-1)).toEqual({
      who: "chief",
      action: "restored article revision",
      detail: `${a.id} #${first.id}`,
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("a revision of another article is not restored", () => {
    const db = fresh();
    const other = revisionsOf(db, blogPosts[1]!.id)[0]!;
    expect(restoreRevision(db, "ed", blogPosts[0]!.id, other.id, HTML, NOW)).toBeUndefined();
  });
});

describe("an article's address, author and description (issue 37)", () => {
  it("a new article's address is its id unless one is given; the spec's eight are marked, desk articles not", () => {
    const db = fresh();
    const a = saveArticle(db, "ed@lab.example", undefined, fields, HTML, { kind: "draft" }, NOW);
    expect(a).toMatchObject({ slug: a.id, writtenBy: "ed@lab.example", specArticle: false });
    const b = saveArticle(
      db,
      "ed@lab.example",
      undefined,
      { ...fields, slug: "impulse-oscillograms" },
      HTML,
      { kind: "publish" },
      NOW,
    );
    expect(b.slug).toBe("impulse-oscillograms");
    expect(b.id).toBe(`${a.id}-2`);
    expect(publishedArticle(db, "Impulse-Oscillograms", NOW)?.id).toBe(b.id);
    expect(publishedArticle(db, b.id, NOW)).toBeUndefined();
    for (const post of blogPosts)
      expect(articleById(db, post.id)).toMatchObject({
        slug: post.id,
        specArticle: true,
        writtenBy: "seed",
      });
  });

  it("an address is taken by another article's present or former address or id, never by its own", () => {
    const db = fresh();
    const seed = articleById(db, blogPosts[0]!.id)!;
    expect(slugTaken(db, seed.id)).toBe(true);
    expect(slugTaken(db, seed.id, seed.id)).toBe(false);
    saveArticle(db, "ed", seed.id, { ...seed, slug: "on-site" }, HTML, { kind: "publish" }, NOW);
    expect(oldSlugsOf(db, seed.id)).toEqual([seed.id]);
    expect(slugTaken(db, seed.id, blogPosts[1]!.id)).toBe(true);
    expect(slugTaken(db, "on-site", blogPosts[1]!.id)).toBe(true);
    expect(slugTaken(db, "nobody-has-this")).toBe(false);
    // Taking its old address back: it is its address again, and no longer a former one.
    saveArticle(db, "ed", seed.id, { ...seed, slug: seed.id }, HTML, { kind: "publish" }, NOW);
    expect(oldSlugsOf(db, seed.id)).toEqual(["on-site"]);
    expect(articleById(db, seed.id)?.slug).toBe(seed.id);
  });

  it("each save keeps them in its revision and says what changed in the audit log; a restore keeps the address", () => {
    const db = fresh();
    const a = saveArticle(
      db,
      "ed",
      undefined,
      { ...fields, author: "Anita Deshmukh", metaDescription: "Reading impulse records." },
      HTML,
      { kind: "publish" },
      NOW,
    );
    saveArticle(
      db,
      "ed",
      a.id,
      { ...fields, slug: "impulse-records", author: "", metaDescription: "Impulse records, read." },
      HTML,
      { kind: "publish" },
      NOW,
    );
    expect(auditLines(db).at(-1)).toEqual({
      who: "ed",
      action: "article page details changed",
      detail: `${a.id} address “${a.id}” → “impulse-records”; author “Anita Deshmukh” → “”; description “Reading impulse records.” → “Impulse records, read.”`,
    });
    expect(revisionsOf(db, a.id).map((r) => [r.slug, r.author, r.metaDescription])).toEqual([
      ["impulse-records", "", "Impulse records, read."],
      [a.id, "Anita Deshmukh", "Reading impulse records."],
    ]);
    const first = revisionsOf(db, a.id).at(-1)!;
    restoreRevision(db, "chief", a.id, first.id, HTML, NOW);
    expect(articleById(db, a.id)).toMatchObject({
      slug: "impulse-records",
      author: "Anita Deshmukh",
      metaDescription: "Reading impulse records.",
    });
    expect(revisionsOf(db, a.id)[0]).toMatchObject({
      slug: "impulse-records",
      author: "Anita Deshmukh",
    });
  });

  it("a save that changes none of them writes no such line", () => {
    const db = fresh();
    const a = saveArticle(db, "ed", undefined, fields, HTML, { kind: "draft" }, NOW);
    saveArticle(db, "ed", a.id, { ...fields, body: "Other" }, HTML, { kind: "publish" }, NOW);
    expect(auditLines(db).map((l) => l.action)).toEqual([
      "saved article draft",
      "published article",
    ]);
  });
});

describe("a scheduled article's time", () => {
  it("empties the kept pages when it comes, with no request needed", () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const db = fresh();
      const listener = vi.fn();
      const stop = onContentChanged(listener);
      const at = new Date(NOW.getTime() + 60_000);
      saveArticle(db, "ed", undefined, fields, HTML, { kind: "schedule", at }, NOW);
      expect(listener).toHaveBeenCalledTimes(1); // the save itself
      vi.advanceTimersByTime(59_999);
      expect(listener).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(listener).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
