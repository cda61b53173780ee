import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { migrate } from "@/lib/db/migrate";
import { ARTICLE_RENDERS } from "@/lib/fairShare/limits";
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

  it("a busy or broken pool, or a time-out, leaves the article to be rendered later; a page waits for one try", async () => {
    const db = fresh();
    const article = articleById(db, blogPosts[0]!.id)!;
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    for (const problem of ["busy", "failed", "time"] as const) {
      const refuse = vi.fn(async (): Promise<BodyRender> => ({ ok: false, problem, line: 0 }));
      expect(await bodyHtmlOf(db, article, refuse)).toBeUndefined();
      expect(refuse).toHaveBeenCalledTimes(1);
      expect(unrendered(db)).toContain(article.id);
    }
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it("a slow start: renders refused for time are tried again, waiting longer each time, until every article is on the site", async () => {
    const db = fresh();
    // The machine is loaded at start: each article's first three renders run out of time.
    const tries = new Map<string, number>();
    const loaded = async (markdown: string): Promise<BodyRender> => {
      const n = (tries.get(markdown) ?? 0) + 1;
      tries.set(markdown, n);
      return n <= 3 ? { ok: false, problem: "time", line: 0 } : renderBody(markdown);
    };
    const waits: number[] = [];
    await renderUnrendered(db, loaded, async (ms) => void waits.push(ms));
    expect(unrendered(db)).toEqual([]);
    expect(articleById(db, blogPosts[0]!.id)).toMatchObject({ bodyProblem: null });
    expect(articleById(db, blogPosts[0]!.id)?.bodyHtml).toContain("<h2>");
    expect(waits).toEqual([
      ARTICLE_RENDERS.retryFirstMs,
      ARTICLE_RENDERS.retryFirstMs * 2,
      ARTICLE_RENDERS.retryFirstMs * 4,
    ]);
  });

  it("the waits grow to a ceiling; a body out of time on every try leaves the site only after all of them", async () => {
    const db = fresh();
    const id = blogPosts[0]!.id;
    db.prepare("UPDATE articles SET body_html = '<p>x</p>' WHERE id != ?").run(id);
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    const slow = vi.fn(async (): Promise<BodyRender> => ({ ok: false, problem: "time", line: 0 }));
    const waits: number[] = [];
    await renderUnrendered(db, slow, async (ms) => void waits.push(ms));
    stop();
    expect(slow).toHaveBeenCalledTimes(ARTICLE_RENDERS.timeAttempts);
    expect(waits).toHaveLength(ARTICLE_RENDERS.timeAttempts - 1);
    expect(Math.max(...waits)).toBe(ARTICLE_RENDERS.retryMaxMs);
    expect(articleById(db, id)?.bodyProblem).toBe("time");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
