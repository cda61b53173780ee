import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { longArticle, reviewerQuotes } from "../../../scripts/bench/articleBodies";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { restoreRendered, saveRendered } from "./deskSave";
import { allArticles, articleById, revisionsOf } from "./store";
import type { ArticleFields } from "./types";

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const NOW = new Date("2026-11-26T06:00:00Z");
const fields: ArticleFields = {
  title: "Impulse Testing",
  date: "2026-11-26",
  excerpt: "What the oscillogram shows.",
  cover: "/images/blog/post-1.svg",
  coverAlt: "Impulse generator",
  slug: "",
  author: "",
  metaDescription: "",
  body: longArticle(),
};

describe("a save on the desk", () => {
  it(
    "renders the body in the pool and keeps its HTML with the article",
    onFreshStore(async () => {
      const saved = await saveRendered("ed", undefined, fields, { kind: "publish" }, NOW);
      expect(saved.ok).toBe(true);
      const article = saved.ok ? saved.article : undefined;
      expect(article?.bodyHtml).toContain("<h2>Impulse testing at the lab</h2>");
      expect((await articleById(article!.id))?.bodyHtml).toBe(article?.bodyHtml);
    }),
  );

  it(
    "stores nothing when the pool refuses the body",
    onFreshStore(async () => {
      const before = (await allArticles()).length;
      const hostile = { ...fields, body: reviewerQuotes() };
      expect(await saveRendered("ed", undefined, hostile, { kind: "draft" }, NOW)).toEqual({
        ok: false,
        problem: "blocks",
        line: 1001,
      });
      expect(await allArticles()).toHaveLength(before);
    }),
  );

  it(
    "restores a revision with its body rendered, and refuses one the pool refuses",
    onFreshStore(async (db) => {
      const first = await saveRendered("ed", undefined, fields, { kind: "publish" }, NOW);
      if (!first.ok) throw new Error(first.problem);
      const { id } = first.article;
      const edited = { ...fields, body: "Short." };
      await saveRendered("ed", id, edited, { kind: "publish" }, NOW);
      const original = (await revisionsOf(id)).at(-1)!;
      const restored = await restoreRendered("ed", id, original.id, NOW);
      expect(restored?.ok && restored.article.bodyHtml).toContain(
        "<h2>Impulse testing at the lab</h2>",
      );

      // A revision kept from before the limits, with a hostile body.
      db.prepare("UPDATE article_revisions SET body = ? WHERE id = ?").run(
        reviewerQuotes(),
        original.id,
      );
      const saves = (await revisionsOf(id)).length;
      expect(await restoreRendered("ed", id, original.id, NOW)).toEqual({
        ok: false,
        problem: "blocks",
        line: 1001,
      });
      expect(await revisionsOf(id)).toHaveLength(saves);
      expect((await articleById(id))?.body).toBe(fields.body);
      expect(await restoreRendered("ed", id, 999_999, NOW)).toBeUndefined();
    }),
  );
});
