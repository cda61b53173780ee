import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { migrate } from "@/lib/db/migrate";
import { onContentChanged } from "@/lib/site/contentChanged";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { reviewerQuotes } from "../../../scripts/bench/articleBodies";
import { articleById, saveArticle } from "./articles";
import { renderBody, type BodyRender } from "./renderBody";
import { bodyHtmlOf, renderUnrendered } from "./unrenderedBodies";

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const unrendered = (db: DatabaseSync) =>
  db
    .prepare("SELECT id FROM articles WHERE body_html IS NULL AND body_problem IS NULL")
    .all()
    .map((row) => String(row.id));

describe("articles saved before bodies were kept as HTML", () => {
  it("are rendered in the pool one at a time, and their HTML kept", async () => {
    const db = fresh();
    db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(reviewerQuotes(), blogPosts[2]!.id);
    expect(unrendered(db)).toHaveLength(blogPosts.length);
    let running = 0;
    let most = 0;
    const counted = async (markdown: string) => {
      most = Math.max(most, ++running);
      try {
        return await renderBody(markdown);
      } finally {
        running -= 1;
      }
    };
    await renderUnrendered(db, counted);
    expect(most).toBe(1);
    expect(unrendered(db)).toEqual([]);
    expect(articleById(db, blogPosts[0]!.id)?.bodyHtml).toContain("<h2>");
    expect(articleById(db, blogPosts[2]!.id)).toMatchObject({
      bodyHtml: null,
      bodyProblem: "blocks",
    });
  });

  it("a page and the background asking at once share one render", async () => {
    const db = fresh();
    const render = vi.fn(renderBody);
    const article = articleById(db, blogPosts[0]!.id)!;
    const [page] = await Promise.all([
      bodyHtmlOf(db, article, render),
      renderUnrendered(db, render),
    ]);
    expect(page).toContain("<h2>");
    expect(render).toHaveBeenCalledTimes(blogPosts.length);
  });

  it("an article saved again while its old body renders keeps the new save's HTML", async () => {
    const db = fresh();
    const id = blogPosts[0]!.id;
    const article = articleById(db, id)!;
    let release = () => {};
    const slow = async (markdown: string): Promise<BodyRender> => {
      await new Promise<void>((resolve) => (release = resolve));
      return renderBody(markdown);
    };
    const rendering = bodyHtmlOf(db, article, slow);
    saveArticle(db, "ed", id, { ...article, body: "New." }, "<p>New.</p>", { kind: "publish" });
    release();
    await rendering;
    expect(articleById(db, id)).toMatchObject({ body: "New.", bodyHtml: "<p>New.</p>" });
  });

  it("a busy or broken pool leaves the article to be rendered later; a time-out is tried three times", async () => {
    const db = fresh();
    const article = articleById(db, blogPosts[0]!.id)!;
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    for (const problem of ["busy", "failed"] as const) {
      const refuse = vi.fn(async (): Promise<BodyRender> => ({ ok: false, problem, line: 0 }));
      expect(await bodyHtmlOf(db, article, refuse)).toBeUndefined();
      expect(refuse).toHaveBeenCalledTimes(1);
      expect(unrendered(db)).toContain(article.id);
    }
    expect(listener).not.toHaveBeenCalled();
    const slow = vi.fn(async (): Promise<BodyRender> => ({ ok: false, problem: "time", line: 0 }));
    expect(await bodyHtmlOf(db, article, slow)).toBeUndefined();
    stop();
    expect(slow).toHaveBeenCalledTimes(3);
    expect(articleById(db, article.id)?.bodyProblem).toBe("time");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
