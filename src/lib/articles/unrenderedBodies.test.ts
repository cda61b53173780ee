import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "@/content/blog";
import { ARTICLE_RENDERS } from "@/lib/fairShare/limits";
import { onContentChanged } from "@/lib/site/contentChanged";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { reviewerQuotes } from "../../../scripts/bench/articleBodies";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { saveArticle } from "./articles";
import { renderBody, type BodyRender } from "./renderBody";
import { articleById } from "./store";
import { bodyHtmlOf, renderUnrendered } from "./unrenderedBodies";

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const unrendered = (db: DatabaseSync) =>
  db
    .prepare("SELECT id FROM articles WHERE body_html IS NULL AND body_problem IS NULL")
    .all()
    .map((row) => String(row.id));

describe("articles saved before bodies were kept as HTML", () => {
  it(
    "are rendered in the pool one at a time, and their HTML kept",
    onFreshStore(async (db) => {
      db.prepare("UPDATE articles SET body = ? WHERE id = ?").run(
        reviewerQuotes(),
        blogPosts[2]!.id,
      );
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
      await renderUnrendered(counted);
      expect(most).toBe(1);
      expect(unrendered(db)).toEqual([]);
      expect((await articleById(blogPosts[0]!.id))?.bodyHtml).toContain("<h2>");
      expect(await articleById(blogPosts[2]!.id)).toMatchObject({
        bodyHtml: null,
        bodyProblem: "blocks",
      });
    }),
  );

  it(
    "a page and the background asking at once share one render",
    onFreshStore(async () => {
      const render = vi.fn(renderBody);
      const article = (await articleById(blogPosts[0]!.id))!;
      const [page] = await Promise.all([bodyHtmlOf(article, render), renderUnrendered(render)]);
      expect(page).toContain("<h2>");
      expect(render).toHaveBeenCalledTimes(blogPosts.length);
    }),
  );

  it(
    "an article saved again while its old body renders keeps the new save's HTML",
    onFreshStore(async () => {
      const id = blogPosts[0]!.id;
      const article = (await articleById(id))!;
      let release = () => {};
      const slow = async (markdown: string): Promise<BodyRender> => {
        await new Promise<void>((resolve) => (release = resolve));
        return renderBody(markdown);
      };
      const rendering = bodyHtmlOf(article, slow);
      await saveArticle("ed", id, { ...article, body: "New." }, "<p>New.</p>", { kind: "publish" });
      release();
      await rendering;
      expect(await articleById(id)).toMatchObject({ body: "New.", bodyHtml: "<p>New.</p>" });
    }),
  );

  it(
    "a busy or broken pool, or a time-out, leaves the article to be rendered later; a page waits for one try",
    onFreshStore(async (db) => {
      const article = (await articleById(blogPosts[0]!.id))!;
      const listener = vi.fn();
      const stop = onContentChanged(listener);
      for (const problem of ["busy", "failed", "time"] as const) {
        const refuse = vi.fn(async (): Promise<BodyRender> => ({ ok: false, problem, line: 0 }));
        expect(await bodyHtmlOf(article, refuse)).toBeUndefined();
        expect(refuse).toHaveBeenCalledTimes(1);
        expect(unrendered(db)).toContain(article.id);
      }
      stop();
      expect(listener).not.toHaveBeenCalled();
    }),
  );

  it(
    "a slow start: renders refused for time are tried again, waiting longer each time, until every article is on the site",
    onFreshStore(async (db) => {
      // The machine is loaded at start: each article's first three renders run out of time.
      const tries = new Map<string, number>();
      const loaded = async (markdown: string): Promise<BodyRender> => {
        const n = (tries.get(markdown) ?? 0) + 1;
        tries.set(markdown, n);
        return n <= 3 ? { ok: false, problem: "time", line: 0 } : renderBody(markdown);
      };
      const waits: number[] = [];
      await renderUnrendered(loaded, async (ms) => void waits.push(ms));
      expect(unrendered(db)).toEqual([]);
      expect(await articleById(blogPosts[0]!.id)).toMatchObject({ bodyProblem: null });
      expect((await articleById(blogPosts[0]!.id))?.bodyHtml).toContain("<h2>");
      expect(waits).toEqual([
        ARTICLE_RENDERS.retryFirstMs,
        ARTICLE_RENDERS.retryFirstMs * 2,
        ARTICLE_RENDERS.retryFirstMs * 4,
      ]);
    }),
  );

  it(
    "the waits grow to a ceiling; a body out of time on every try leaves the site only after all of them",
    onFreshStore(async (db) => {
      const id = blogPosts[0]!.id;
      db.prepare("UPDATE articles SET body_html = '<p>x</p>' WHERE id != ?").run(id);
      const listener = vi.fn();
      const stop = onContentChanged(listener);
      const slow = vi.fn(async (): Promise<BodyRender> => ({
        ok: false,
        problem: "time",
        line: 0,
      }));
      const waits: number[] = [];
      await renderUnrendered(slow, async (ms) => void waits.push(ms));
      stop();
      expect(slow).toHaveBeenCalledTimes(ARTICLE_RENDERS.timeAttempts);
      expect(waits).toHaveLength(ARTICLE_RENDERS.timeAttempts - 1);
      expect(Math.max(...waits)).toBe(ARTICLE_RENDERS.retryMaxMs);
      expect((await articleById(id))?.bodyProblem).toBe("time");
      expect(listener).toHaveBeenCalledTimes(1);
    }),
  );
});
