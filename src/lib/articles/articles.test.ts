import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { onContentChanged } from "@/lib/site/contentChanged";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { restoreRevision, saveArticle } from "./articles";
import {
  articleById,
  nextScheduledAt,
  oldSlugsOf,
  publishedArticle,
  publishedArticles,
  revisionsOf,
  slugTaken,
} from "./store";
import type { ArticleFields } from "./types";

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
  it(
    "a fresh database holds the seed posts, published, newest first, with their dates",
    onFreshStore(async () => {
      const live = await publishedArticles(NOW);
      expect(live.map((a) => a.id)).toEqual(blogPosts.map((p) => p.id));
      expect(live.at(-1)?.date).toBe("2020-06-19");
      expect(await revisionsOf(blogPosts[0]!.id)).toHaveLength(1);
    }),
  );

  it(
    "a draft stays off the site; publishing puts it on under a stable id",
    onFreshStore(async (db) => {
      const draft = await saveArticle(
        "ed@lab.example",
        undefined,
        fields,
        HTML,
        { kind: "draft" },
        NOW,
      );
      expect(draft.id).toBe("2026-11-impulse-testing-what-the-oscillogram-shows");
      expect(await publishedArticle(draft.id, NOW)).toBeUndefined();
      const later = new Date(NOW.getTime() + 60_000);
      await saveArticle(
        "ed@lab.example",
        draft.id,
        { ...fields, title: "Renamed" },
        HTML,
        { kind: "publish" },
        later,
      );
      expect((await publishedArticle(draft.id.toUpperCase(), later))?.title).toBe("Renamed");
      expect((await publishedArticles(later))[0]?.id).toBe(draft.id);
      expect((await revisionsOf(draft.id)).map((r) => [r.title, r.status])).toEqual([
        ["Renamed", "published"],
        [fields.title, "draft"],
      ]);
      expect(auditLines(db)).toEqual([
        { who: "ed@lab.example", action: "saved article draft", detail: draft.id },
        { who: "ed@lab.example", action: "published article", detail: draft.id },
      ]);
    }),
  );

  it(
    "a save keeps the body's HTML with it; an article kept from before has none yet",
    onFreshStore(async () => {
      expect(await articleById(blogPosts[0]!.id)).toMatchObject({
        bodyHtml: null,
        bodyProblem: null,
      });
      const a = await saveArticle("ed", undefined, fields, HTML, { kind: "publish" }, NOW);
      expect(a).toMatchObject({ bodyHtml: HTML, bodyProblem: null });
      const edited = await saveArticle("ed", a.id, { ...fields, body: "Later." }, "<p>Later.</p>", {
        kind: "publish",
      });
      expect(edited.bodyHtml).toBe("<p>Later.</p>");
    }),
  );

  it(
    "an article whose body the site could not prepare is not on the site",
    onFreshStore(async (db) => {
      const id = blogPosts[0]!.id;
      db.prepare("UPDATE articles SET body_problem = 'time' WHERE id = ?").run(id);
      expect(await publishedArticle(id, NOW)).toBeUndefined();
      expect((await publishedArticles(NOW)).map((a) => a.id)).not.toContain(id);
      expect((await articleById(id))?.bodyProblem).toBe("time");
    }),
  );

  it(
    "two articles with one title get two ids",
    onFreshStore(async () => {
      const a = await saveArticle("ed", undefined, fields, HTML, { kind: "draft" }, NOW);
      const b = await saveArticle("ed", undefined, fields, HTML, { kind: "draft" }, NOW);
      expect(b.id).toBe(`${a.id}-2`);
    }),
  );

  it(
    "a scheduled article appears at its time, and the cache learns that time",
    onFreshStore(async () => {
      const at = new Date(NOW.getTime() + 60_000);
      const a = await saveArticle("ed", undefined, fields, HTML, { kind: "schedule", at }, NOW);
      expect(a.status).toBe("scheduled");
      expect(await nextScheduledAt(NOW)).toBe(at.toISOString());
      expect(await publishedArticle(a.id, new Date(at.getTime() - 1))).toBeUndefined();
      expect((await publishedArticle(a.id, at))?.id).toBe(a.id);
      expect(await nextScheduledAt(at)).toBeUndefined();
    }),
  );

  it(
    "restoring a revision brings its words back as a new save, and tells the page cache",
    onFreshStore(async (db) => {
      const listener = vi.fn();
      const stop = onContentChanged(listener);
      const a = await saveArticle("ed", undefined, fields, HTML, { kind: "publish" }, NOW);
      await saveArticle(
        "ed",
        a.id,
        { ...fields, body: "Wrong" },
        "<p>Wrong</p>",
        { kind: "publish" },
        NOW,
      );
      const first = (await revisionsOf(a.id)).at(-1)!;
      await restoreRevision("chief", a.id, first.id, HTML, NOW);
      stop();
      expect((await articleById(a.id))?.body).toBe(fields.body);
      expect((await articleById(a.id))?.bodyHtml).toBe(HTML);
      expect((await articleById(a.id))?.status).toBe("published");
      expect(await revisionsOf(a.id)).toHaveLength(3);
      expect(auditLines(db).at(-1)).toEqual({
        who: "chief",
        action: "restored article revision",
        detail: `${a.id} #${first.id}`,
      });
      expect(listener).toHaveBeenCalledTimes(3);
    }),
  );

  it(
    "a revision of another article is not restored",
    onFreshStore(async () => {
      const other = (await revisionsOf(blogPosts[1]!.id))[0]!;
      expect(await restoreRevision("ed", blogPosts[0]!.id, other.id, HTML, NOW)).toBeUndefined();
    }),
  );
});

describe("an article's address, author and description (issue 37)", () => {
  it(
    "a new article's address is its id unless one is given; the spec's eight are marked, desk articles not",
    onFreshStore(async () => {
      const a = await saveArticle(
        "ed@lab.example",
        undefined,
        fields,
        HTML,
        { kind: "draft" },
        NOW,
      );
      expect(a).toMatchObject({ slug: a.id, writtenBy: "ed@lab.example", specArticle: false });
      const b = await saveArticle(
        "ed@lab.example",
        undefined,
        { ...fields, slug: "impulse-oscillograms" },
        HTML,
        { kind: "publish" },
        NOW,
      );
      expect(b.slug).toBe("impulse-oscillograms");
      expect(b.id).toBe(`${a.id}-2`);
      expect((await publishedArticle("Impulse-Oscillograms", NOW))?.id).toBe(b.id);
      expect(await publishedArticle(b.id, NOW)).toBeUndefined();
      for (const post of blogPosts)
        expect(await articleById(post.id)).toMatchObject({
          slug: post.id,
          specArticle: true,
          writtenBy: "seed",
        });
    }),
  );

  it(
    "an address is taken by another article's present or former address or id, never by its own",
    onFreshStore(async () => {
      const seed = (await articleById(blogPosts[0]!.id))!;
      expect(await slugTaken(seed.id)).toBe(true);
      expect(await slugTaken(seed.id, seed.id)).toBe(false);
      await saveArticle(
        "ed",
        seed.id,
        { ...seed, slug: "on-site" },
        HTML,
        { kind: "publish" },
        NOW,
      );
      expect(await oldSlugsOf(seed.id)).toEqual([seed.id]);
      expect(await slugTaken(seed.id, blogPosts[1]!.id)).toBe(true);
      expect(await slugTaken("on-site", blogPosts[1]!.id)).toBe(true);
      expect(await slugTaken("nobody-has-this")).toBe(false);
      // Taking its old address back: it is its address again, and no longer a former one.
      await saveArticle("ed", seed.id, { ...seed, slug: seed.id }, HTML, { kind: "publish" }, NOW);
      expect(await oldSlugsOf(seed.id)).toEqual(["on-site"]);
      expect((await articleById(seed.id))?.slug).toBe(seed.id);
    }),
  );

  it(
    "each save keeps them in its revision and says what changed in the audit log; a restore keeps the address",
    onFreshStore(async (db) => {
      const a = await saveArticle(
        "ed",
        undefined,
        { ...fields, author: "Anita Deshmukh", metaDescription: "Reading impulse records." },
        HTML,
        { kind: "publish" },
        NOW,
      );
      await saveArticle(
        "ed",
        a.id,
        {
          ...fields,
          slug: "impulse-records",
          author: "",
          metaDescription: "Impulse records, read.",
        },
        HTML,
        { kind: "publish" },
        NOW,
      );
      expect(auditLines(db).at(-1)).toEqual({
        who: "ed",
        action: "article page details changed",
        detail: `${a.id} address “${a.id}” → “impulse-records”; author “Anita Deshmukh” → “”; description “Reading impulse records.” → “Impulse records, read.”`,
      });
      expect((await revisionsOf(a.id)).map((r) => [r.slug, r.author, r.metaDescription])).toEqual([
        ["impulse-records", "", "Impulse records, read."],
        [a.id, "Anita Deshmukh", "Reading impulse records."],
      ]);
      const first = (await revisionsOf(a.id)).at(-1)!;
      await restoreRevision("chief", a.id, first.id, HTML, NOW);
      expect(await articleById(a.id)).toMatchObject({
        slug: "impulse-records",
        author: "Anita Deshmukh",
        metaDescription: "Reading impulse records.",
      });
      expect((await revisionsOf(a.id))[0]).toMatchObject({
        slug: "impulse-records",
        author: "Anita Deshmukh",
      });
    }),
  );

  it(
    "a save that changes none of them writes no such line",
    onFreshStore(async (db) => {
      const a = await saveArticle("ed", undefined, fields, HTML, { kind: "draft" }, NOW);
      await saveArticle("ed", a.id, { ...fields, body: "Other" }, HTML, { kind: "publish" }, NOW);
      expect(auditLines(db).map((l) => l.action)).toEqual([
        "saved article draft",
        "published article",
      ]);
    }),
  );
});

describe("a scheduled article's time", () => {
  it(
    "empties the kept pages when it comes, with no request needed",
    onFreshStore(async () => {
      vi.useFakeTimers({ now: NOW });
      try {
        const listener = vi.fn();
        const stop = onContentChanged(listener);
        const at = new Date(NOW.getTime() + 60_000);
        await saveArticle("ed", undefined, fields, HTML, { kind: "schedule", at }, NOW);
        expect(listener).toHaveBeenCalledTimes(1); // the save itself
        vi.advanceTimersByTime(59_999);
        expect(listener).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        expect(listener).toHaveBeenCalledTimes(2);
        stop();
      } finally {
        vi.useRealTimers();
      }
    }),
  );
});
