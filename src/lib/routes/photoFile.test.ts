// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { saveArticle } from "@/lib/articles/articles";
import type { ArticleFields } from "@/lib/articles/types";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { hidePhoto } from "@/lib/photos";
import { PHOTO_CACHE, photoFileCaching } from "./photoFile";

const NOW = new Date("2026-11-26T06:00:00.000Z");
let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});

/** A test whose store calls use this test's database (lib/db/store.ts withStore). */
const inDb = (test: () => Promise<void>) => () => withStore(db, test);

/** A photo row as savePhoto leaves it (the files themselves do not matter here). */
function photo(id: string, album = "energy") {
  db.prepare(
    `INSERT INTO photos (id, alt, caption, album, width, height, variants, created_at, created_by)
     VALUES (?, 'A meter on the bench', '', ?, 640, 480, '[]', ?, 'content@lab.test')`,
  ).run(id, album, NOW.toISOString());
  return id;
}

const article = (over: Partial<ArticleFields>): ArticleFields => ({
  title: `An article ${Math.random()}`,
  date: "2026-11-20",
  excerpt: "What the lab did.",
  cover: "/images/blog/post-1.svg",
  coverAlt: "A drawing",
  slug: "",
  author: "",
  metaDescription: "",
  body: "Words.",
  ...over,
});

describe("how a photo's file is served", () => {
  it(
    "a photo on the site is kept by browsers for a year",
    inDb(async () => {
      const id = photo("LiveLiveLiveLive");
      expect(await photoFileCaching(id, NOW)).toBe(PHOTO_CACHE.live);
      expect(PHOTO_CACHE.live).toBe("public, max-age=31536000, immutable");
    }),
  );

  it(
    "a photo taken off the site is not served at all",
    inDb(async () => {
      const id = photo("GoneGoneGoneGone");
      await hidePhoto(id, NOW);
      expect(await photoFileCaching(id, NOW)).toBeUndefined();
      expect(await photoFileCaching("NeverNeverNever1", NOW)).toBeUndefined();
    }),
  );

  it(
    "a hidden photo an article on the site still shows is served, but kept only briefly",
    inDb(async () => {
      const cover = photo("CoverCoverCover1", "article");
      const inBody = photo("BodyBodyBodyBody", "article");
      const inDraft = photo("DraftDraftDraft1", "article");
      const lookAlike = photo("BodyBodyBodyBod", "article");
      for (const id of [cover, inBody, inDraft, lookAlike]) await hidePhoto(id, NOW);
      await saveArticle(
        "ed",
        undefined,
        article({ cover }),
        "<p>Kept.</p>",
        { kind: "publish" },
        NOW,
      );
      await saveArticle(
        "ed",
        undefined,
        article({ body: `Before.\n\n![The bench](/photos/${inBody})\n\nAfter.` }),
        "<p>Kept.</p>",
        { kind: "publish" },
        NOW,
      );
      await saveArticle(
        "ed",
        undefined,
        article({ body: `![Not yet](/photos/${inDraft})` }),
        "<p>Kept.</p>",
        { kind: "draft" },
        NOW,
      );
      expect(await photoFileCaching(cover, NOW)).toBe(PHOTO_CACHE.inArticle);
      expect(await photoFileCaching(inBody, NOW)).toBe(PHOTO_CACHE.inArticle);
      expect(PHOTO_CACHE.inArticle).not.toMatch(/immutable/);
      expect(Number(/max-age=(\d+)/.exec(PHOTO_CACHE.inArticle)?.[1])).toBeLessThanOrEqual(600);
      // A draft is not on the site; an id that is only the start of another's is not that photo.
      expect(await photoFileCaching(inDraft, NOW)).toBeUndefined();
      expect(await photoFileCaching(lookAlike, NOW)).toBeUndefined();
    }),
  );
});
