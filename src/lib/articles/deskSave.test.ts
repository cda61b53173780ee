import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { longArticle, reviewerQuotes } from "../../../scripts/bench/articleBodies";
import { allArticles, articleById, revisionsOf, type ArticleFields } from "./articles";
import { restoreRendered, saveRendered } from "./deskSave";

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

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

describe("a save on the desk", () => {
  it("renders the body in the pool and keeps its HTML with the article", async () => {
    const db = fresh();
    const saved = await saveRendered(db, "ed", undefined, fields, { kind: "publish" }, NOW);
    expect(saved.ok).toBe(true);
    const article = saved.ok ? saved.article : undefined;
    expect(article?.bodyHtml).toContain("<h2>Impulse testing at the lab</h2>");
    expect(articleById(db, article!.id)?.bodyHtml).toBe(article?.bodyHtml);
  });

  it("stores nothing when the pool refuses the body", async () => {
    const db = fresh();
    const before = allArticles(db).length;
    const hostile = { ...fields, body: reviewerQuotes() };
    expect(await saveRendered(db, "ed", undefined, hostile, { kind: "draft" }, NOW)).toEqual({
      ok: false,
      problem: "blocks",
      line: 1001,
    });
    expect(allArticles(db)).toHaveLength(before);
  });

  it("restores a revision with its body rendered, and refuses one the pool refuses", async () => {
    const db = fresh();
    const first = await saveRendered(db, "ed", undefined, fields, { kind: "publish" }, NOW);
    if (!first.ok) throw new Error(first.problem);
    const { id } = first.article;
    const edited = { ...fields, body: "Short." };
    await saveRendered(db, "ed", id, edited, { kind: "publish" }, NOW);
    const original = revisionsOf(db, id).at(-1)!;
    const restored = await restoreRendered(db, "ed", id, original.id, NOW);
    expect(restored?.ok && restored.article.bodyHtml).toContain(
      "<h2>Impulse testing at the lab</h2>",
    );

    // A revision kept from before the limits, with a hostile body.
    db.prepare("UPDATE article_revisions SET body = ? WHERE id = ?").run(
      reviewerQuotes(),
      original.id,
    );
    const saves = revisionsOf(db, id).length;
    expect(await restoreRendered(db, "ed", id, original.id, NOW)).toEqual({
      ok: false,
      problem: "blocks",
      line: 1001,
    });
    expect(revisionsOf(db, id)).toHaveLength(saves);
    expect(articleById(db, id)?.body).toBe(fields.body);
    expect(await restoreRendered(db, "ed", id, 999_999, NOW)).toBeUndefined();
  });
});
