import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { listArticles } from "./articleList";
import { restoreRevision, saveArticle } from "./articles";
import {
  articleById,
  movedArticle,
  nextScheduledAt,
  oldSlugsOf,
  publishedArticle,
  publishedArticles,
  revisionsOf,
  slugTaken,
} from "./store";
import type { ArticleFields } from "./types";

const NOW = new Date("2026-11-26T06:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
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
const HTML = "<h2>Why</h2>\n<p>Because.</p>";

describe("articles on PostgreSQL (issue 53)", () => {
  it("drafts, schedules, publishes, moves addresses, keeps revisions and restores them, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const ed = "ed@lab.example";
      const draft = await saveArticle(ed, undefined, fields, HTML, { kind: "draft" }, NOW);
      const draftLive = await publishedArticle(draft.id, NOW);
      // Autosaves share one revision.
      await saveArticle(
        ed,
        draft.id,
        { ...fields, excerpt: "a" },
        HTML,
        { kind: "draft" },
        later(1),
        {
          autosave: true,
        },
      );
      await saveArticle(
        ed,
        draft.id,
        { ...fields, excerpt: "ab" },
        HTML,
        { kind: "draft" },
        later(2),
        {
          autosave: true,
        },
      );
      const scheduled = await saveArticle(
        ed,
        draft.id,
        { ...fields, slug: "impulse-testing" },
        HTML,
        { kind: "schedule", at: later(60) },
        later(3),
      );
      const next = await nextScheduledAt(later(3));
      const beforeTime = await publishedArticle("impulse-testing", later(30));
      const onTime = (await publishedArticle("IMPULSE-Testing", later(61)))?.id;
      await saveArticle(
        ed,
        draft.id,
        { ...fields, title: "Reading impulse records", slug: "impulse-records" },
        HTML,
        { kind: "publish" },
        later(90),
      );
      const moved = (await movedArticle("Impulse-Testing", later(91)))?.slug;
      const taken = {
        ownOld: await slugTaken("impulse-testing", draft.id),
        othersOld: await slugTaken("impulse-testing", "another-article"),
        fresh: await slugTaken("never-used"),
        byId: await slugTaken(draft.id.toUpperCase()),
      };
      // A second article cannot take the first's old address; it takes one of its own.
      const second = await saveArticle(
        ed,
        undefined,
        { ...fields, title: "Partial discharge" },
        HTML,
        { kind: "publish" },
        later(100),
      );
      const revisions = await revisionsOf(draft.id);
      const restored = await restoreRevision(ed, draft.id, revisions.at(-1)!.id, HTML, later(120));
      const listed = await listArticles({ status: "published" }, later(121));
      return {
        id: draft.id,
        draftLive: draftLive?.id,
        scheduled: [scheduled.status, scheduled.publishAt],
        next,
        beforeTime: beforeTime?.id,
        onTime,
        moved,
        taken,
        second: second.id,
        oldSlugs: await oldSlugsOf(draft.id),
        revisions: (await revisionsOf(draft.id)).map(
          (r) => `${r.status} ${r.title} ${r.excerpt} ${r.slug} ${r.autosave}`,
        ),
        restored: restored && [restored.title, restored.slug, restored.status],
        stored: await articleById(draft.id),
        live: (await publishedArticles(later(121))).map((a) => a.id),
        listed: [listed.total, listed.articles.length],
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.draftLive).toBeUndefined();
    expect(sqlite.onTime).toBe(sqlite.id);
    expect(sqlite.moved).toBe("impulse-records");
    expect(sqlite.taken.ownOld).toBe(false);
    expect(sqlite.taken.othersOld).toBe(true);
    expect(sqlite.revisions.length).toBeGreaterThanOrEqual(4);
  });
});
