// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePageDesk } from "@/content/articlePageDesk";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { withStore } from "@/lib/db/store";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { freshDatabase, onFreshStore } from "../../../tests/fixtures/freshStore";
import { saveArticle } from "./articles";
import { autosave, livePreview, type Autosaved } from "./editorLive";
import { articleById, revisionsOf } from "./store";

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const NOW = new Date("2026-11-26T06:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ED = "ed@lab.example";

const fields = {
  title: "Tan Delta Notes",
  date: "2026-11-26",
  excerpt: "What the dissipation factor tells.",
  cover: "",
  body: "## Why\n\nBecause.",
  scheduleAt: "",
};

const posted = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return new Request("http://lab.test/desk/articles/autosave.json", { method: "POST", body: form });
};
const previewOf = (body: unknown) =>
  new Request("http://lab.test/desk/articles/preview.json", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the editor's live preview", () => {
  it("is the site's renderer: headings and links as HTML, script and handlers never", async () => {
    const answer = await withStore(freshDatabase(), () =>
      livePreview(
        previewOf({
          body: '## Why\n\n[IEC](https://webstore.iec.ch/)\n\n<script>x()</script>\n\n<img src="x" onerror="x()">',
          cover: blogPosts[0]!.image.src,
        }),
      ),
    );
    expect(answer.status).toBe(200);
    const body = answer.body as { html: string; cover: { src: string; alt: string } };
    expect(body.html).toContain("<h2>Why</h2>");
    expect(body.html).toContain('href="https://webstore.iec.ch/"');
    expect(body.html).not.toMatch(/<script|onerror/);
    expect(body.cover).toMatchObject({
      src: blogPosts[0]!.image.src,
      alt: blogPosts[0]!.image.alt,
    });
  });

  it(
    "says a limit rather than drawing, and refuses what is no preview",
    onFreshStore(async () => {
      const deep = await livePreview(previewOf({ body: ">".repeat(20) + " x", cover: "" }));
      expect(deep.body).toMatchObject({
        html: "",
        cover: null,
        problem: expect.stringMatching(/Line 1/),
      });
      expect((await livePreview(previewOf({ body: 1, cover: "" }))).status).toBe(400);
      const notJson = new Request("http://lab.test/x", { method: "POST", body: "{" });
      expect((await livePreview(notJson)).status).toBe(400);
    }),
  );
});

describe("a draft saved by itself", () => {
  it(
    "makes a new article, then writes into one revision however often it saves",
    onFreshStore(async (db) => {
      const first = await autosave(posted(fields), ED, NOW);
      expect(first.status).toBe(200);
      const made = first.body as Autosaved;
      expect(made.message).toBe("Saved at 11:30 am");
      expect(made.location).toBe(`/desk/articles/edit?id=${made.id}`);
      let base = made.base;
      for (const [i, body] of ["One.", "Two.", "Three."].entries()) {
        const again = await autosave(
          posted({ ...fields, body, id: made.id, base }),
          ED,
          later(i + 1),
        );
        expect(again.status).toBe(200);
        base = (again.body as Autosaved).base;
      }
      const revisions = await revisionsOf(made.id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ body: "Three.", autosave: true, status: "draft" });
      expect(await articleById(made.id)).toMatchObject({
        body: "Three.",
        status: "draft",
        cover: "",
      });
      // One line in the audit log for the run, not one per save.
      const lines = db.prepare("SELECT action FROM desk_audit").all();
      expect(lines.map((l) => l.action)).toEqual(["autosaved article draft"]);

      // The writer's own save takes the autosave's revision over; the next autosave adds one.
      const article = (await articleById(made.id))!;
      await saveArticle(
        ED,
        made.id,
        { ...article, body: "Saved." },
        "<p>Saved.</p>",
        { kind: "draft" },
        later(5),
      );
      expect((await revisionsOf(made.id)).map((r) => [r.body, r.autosave])).toEqual([
        ["Saved.", false],
      ]);
      const next = await autosave(
        posted({
          ...fields,
          body: "After.",
          id: made.id,
          base: (await articleById(made.id))!.updatedAt,
        }),
        ED,
        later(6),
      );
      expect(next.status).toBe(200);
      expect((await revisionsOf(made.id)).map((r) => [r.body, r.autosave])).toEqual([
        ["After.", true],
        ["Saved.", false],
      ]);
    }),
  );

  it(
    "never overwrites a newer save, never saves an article on the site, waits for a title",
    onFreshStore(async () => {
      const made = (await autosave(posted(fields), ED, NOW)).body as Autosaved;
      const stale = made.base;
      const other = await autosave(
        posted({ ...fields, body: "Theirs.", id: made.id, base: stale }),
        "asha@lab.example",
        later(1),
      );
      expect(other.status).toBe(200);
      const mine = await autosave(
        posted({ ...fields, body: "Mine.", id: made.id, base: stale }),
        ED,
        later(2),
      );
      expect(mine).toEqual({
        status: 409,
        body: {
          error: articlesDesk.autosave.newer("asha@lab.example", "11:31 am"),
          stop: true,
        },
      });
      expect((await articleById(made.id))?.body).toBe("Theirs.");
      // A colleague's autosave never lands in someone else's revision.
      expect((await revisionsOf(made.id)).map((r) => r.who)).toEqual(["asha@lab.example", ED]);

      const live = blogPosts[0]!.id;
      const published = (await articleById(live))!;
      const refused = await autosave(
        posted({ ...fields, id: live, base: published.updatedAt }),
        ED,
        later(3),
      );
      expect(refused).toMatchObject({
        status: 409,
        body: { error: articlesDesk.autosave.notDraft },
      });
      expect((await articleById(live))?.status).toBe("published");

      const untitled = await autosave(posted({ ...fields, title: "" }), ED, later(4));
      expect(untitled).toEqual({
        status: 422,
        body: { error: articlesDesk.autosave.incomplete(articlesDesk.edit.errors.title) },
      });
      const gone = await autosave(posted({ ...fields, id: "no-such", base: "" }), ED, later(5));
      expect(gone.status).toBe(404);
    }),
  );

  it(
    "keeps the address, author and description typed, refuses another article's address, and the next save by hand says what changed",
    onFreshStore(async (db) => {
      const taken = await autosave(posted({ ...fields, slug: blogPosts[0]!.id }), ED, NOW);
      expect(taken.status).toBe(422);
      expect((taken.body as { error: string }).error).toContain(articlePageDesk.errors.slugTaken);

      const made = (await autosave(posted(fields), ED, NOW)).body as Autosaved;
      await saveArticle(
        ED,
        made.id,
        (await articleById(made.id))!,
        "<p>x</p>",
        { kind: "draft" },
        later(1),
      );
      const typed = {
        slug: "tan-delta",
        author: "Anita Deshmukh",
        metaDescription: "Tan delta, read.",
      };
      const base = (await articleById(made.id))!.updatedAt;
      const again = await autosave(
        posted({ ...fields, ...typed, id: made.id, base }),
        ED,
        later(2),
      );
      expect(again.status).toBe(200);
      expect(await articleById(made.id)).toMatchObject(typed);
      expect((await revisionsOf(made.id))[0]).toMatchObject({ ...typed, autosave: true });
      const actions = () => db.prepare("SELECT action, detail FROM desk_audit").all();
      expect(actions().map((l) => l.action)).not.toContain("article page details changed");

      // The writer's save: one line with what changed since their last save, autosaves included.
      await saveArticle(
        ED,
        made.id,
        (await articleById(made.id))!,
        "<p>x</p>",
        { kind: "draft" },
        later(3),
      );
      expect(actions().filter((l) => l.action === "article page details changed")).toEqual([
        {
          action: "article page details changed",
          detail: `${made.id} address “${made.id}” → “tan-delta”; author “” → “Anita Deshmukh”; description “” → “Tan delta, read.”`,
        },
      ]);
    }),
  );
});
