// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePageDesk } from "@/content/articlePageDesk";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { photoDesk } from "@/content/photos";
import { DeskError } from "@/lib/platform/convention/errors";
import { formatDateTimeIN } from "@/lib/format";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import {
  ArticleError,
  articleEditAction,
  articleEditView,
  previewPosted,
  type ArticleEditResult,
} from "./deskActions";
import { articleById, articleRows, revisionsOf } from "./store";

beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

const words = articlesDesk.edit;
const NOW = new Date("2026-11-26T06:00:00Z");

const article = {
  title: "Impulse Testing Notes",
  date: "2026-11-26",
  excerpt: "What the oscillogram shows.",
  cover: "/images/blog/post-1.svg",
  body: "## Why impulse tests\n\nLightning does not wait.",
  scheduleAt: "",
};

const post = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("https://lab.example/desk/articles/edit", { method: "POST", body: form });
};

const locationOf = (result: ArticleEditResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return new URL(result.location, "https://lab.example");
};

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the article editor's actions", () => {
  it(
    "publishes a new article and goes to its page saying so",
    onFreshStore(async () => {
      const to = locationOf(
        await articleEditAction(undefined, post({ ...article, action: "publish" }), "ed", NOW),
      );
      expect(to.pathname).toBe("/desk/articles/edit");
      expect(to.searchParams.get("id")).toBe("2026-11-impulse-testing-notes");
      expect(to.searchParams.get("done")).toBe("published");
      const saved = (await articleById("2026-11-impulse-testing-notes"))!;
      expect(saved.status).toBe("published");
      const view = await articleEditView({
        article: saved,
        refused: undefined,
        refusal: undefined,
        url: to,
        now: NOW,
      });
      expect(view.done).toBe(words.done.published);
      expect(view.errors).toEqual({});
    }),
  );

  it(
    "schedules one and says when it goes on the site; a draft is said as saved",
    onFreshStore(async () => {
      const scheduled = locationOf(
        await articleEditAction(
          undefined,
          post({ ...article, action: "schedule", scheduleAt: "2026-12-01T09:30" }),
          "ed",
          NOW,
        ),
      );
      expect(scheduled.searchParams.get("done")).toBe("scheduled");
      const saved = (await articleById(scheduled.searchParams.get("id")!))!;
      const view = (url: URL) =>
        articleEditView({
          article: saved,
          refused: undefined,
          refusal: undefined,
          url,
          now: NOW,
        });
      expect((await view(scheduled)).done).toBe(
        words.done.scheduled(formatDateTimeIN(saved.publishAt!)),
      );
      expect((await view(scheduled)).done).toContain("1 December 2026, 9:30 am");

      const drafted = locationOf(
        await articleEditAction(saved, post({ ...article, action: "draft" }), "ed", NOW),
      );
      expect(drafted.searchParams.get("done")).toBe("saved");
      // Said only for what the article is now: a "scheduled" for a draft says nothing.
      const now = (await articleById(saved.id))!;
      expect(
        (
          await articleEditView({
            article: now,
            refused: undefined,
            refusal: undefined,
            url: scheduled,
            now: NOW,
          })
        ).done,
      ).toBeUndefined();
    }),
  );

  it(
    "refuses a form with each field's problem, by the names the form posts, in the form's order; nothing is saved",
    onFreshStore(async () => {
      const result = await articleEditAction(
        undefined,
        post({ ...article, action: "schedule", title: "", scheduleAt: "2020-01-01T10:00" }),
        "ed",
        NOW,
      );
      expect(result).toMatchObject({
        ok: false,
        draft: { title: "", body: article.body },
        errors: { title: words.errors.title, scheduleAt: words.errors.scheduleAt },
      });
      if (result.ok) return;
      const view = await articleEditView({
        article: undefined,
        refused: result,
        refusal: undefined,
        url: new URL("https://lab.example/desk/articles/edit"),
        now: NOW,
      });
      expect(Object.keys(view.errors)).toEqual(["title", "scheduleAt"]);
      expect(view.draft.body).toBe(article.body);
      expect(await revisionsOf("2026-11-impulse-testing-notes")).toEqual([]);
    }),
  );

  it(
    "checks the address, author and description on the server, each refusal under its field",
    onFreshStore(async () => {
      const pageWords = articlePageDesk.errors;
      const refused = async (fields: Record<string, string>) => {
        const result = await articleEditAction(
          undefined,
          post({ ...article, action: "publish", ...fields }),
          "ed",
          NOW,
        );
        return result.ok ? {} : result.errors;
      };
      expect(await refused({ slug: "DGA Notes!" })).toEqual({
        slug: pageWords.slugChars("dga-notes"),
      });
      expect(await refused({ slug: "dga--notes" })).toEqual({
        slug: pageWords.slugChars("dga-notes"),
      });
      expect(await refused({ slug: "a".repeat(81) })).toEqual({ slug: pageWords.slugLong(80) });
      expect(await refused({ slug: blogPosts[0]!.id })).toEqual({ slug: pageWords.slugTaken });
      expect(await refused({ author: "x".repeat(121) })).toEqual({ author: pageWords.author(120) });
      expect(await refused({ metaDescription: "y".repeat(161) })).toEqual({
        metaDescription: pageWords.metaDescription(160, 161),
      });
      expect((await articleRows()).map((r) => r.title)).not.toContain(article.title);

      // Line breaks in the author and description become spaces; the address is kept as typed.
      locationOf(
        await articleEditAction(
          undefined,
          post({
            ...article,
            action: "publish",
            slug: " dga-notes ",
            author: " Anita\r\nDeshmukh ",
            metaDescription: "Key gases,\nread right.",
          }),
          "ed",
          NOW,
        ),
      );
      expect(await articleById("2026-11-impulse-testing-notes")).toMatchObject({
        slug: "dga-notes",
        author: "Anita Deshmukh",
        metaDescription: "Key gases, read right.",
      });
    }),
  );

  it(
    "names the cover photo's own fields when its upload is refused",
    onFreshStore(async () => {
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "bay.jpg", {
        type: "image/jpeg",
      });
      const result = await articleEditAction(
        undefined,
        post({ ...article, action: "draft", coverPhoto: photo, coverPhotoAlt: " " }),
        "ed",
        NOW,
      );
      expect(result).toEqual(
        expect.objectContaining({ ok: false, errors: { coverPhotoAlt: photoDesk.errors.noAlt } }),
      );
      expect(await articleById("2026-11-impulse-testing-notes")).toBeUndefined();
    }),
  );

  it(
    "restores an earlier version, and refuses one that is not this article's (404) or a button it does not know (400)",
    onFreshStore(async () => {
      const first = locationOf(
        await articleEditAction(undefined, post({ ...article, action: "draft" }), "ed", NOW),
      );
      const id = first.searchParams.get("id")!;
      await articleEditAction(
        await articleById(id),
        post({ ...article, title: "Renamed", action: "draft" }),
        "ed",
        NOW,
      );
      const original = (await revisionsOf(id)).at(-1)!;
      const restored = locationOf(
        await articleEditAction(
          await articleById(id),
          post({ action: "restore", revision: String(original.id) }),
          "ed",
          NOW,
        ),
      );
      expect(restored.searchParams.get("done")).toBe("restored");
      expect((await articleById(id))?.title).toBe(article.title);

      const missing = await refusalOf(
        articleEditAction(
          await articleById(id),
          post({ action: "restore", revision: "999999" }),
          "ed",
          NOW,
        ),
      );
      expect(missing).toBeInstanceOf(ArticleError);
      expect(missing).toMatchObject({ status: 404, message: words.errors.noSuchRevision });

      for (const fields of [{ action: "delete" }, { action: "restore", revision: "1" }] as Record<
        string,
        string
      >[]) {
        const unknown = await refusalOf(articleEditAction(undefined, post(fields), "ed", NOW));
        expect(unknown).toBeInstanceOf(DeskError);
        expect(unknown).toMatchObject({ status: 400, message: words.errors.unknownAction });
      }
    }),
  );

  it(
    "says a refusal about no field apart, and no done after a post",
    onFreshStore(async () => {
      const view = await articleEditView({
        article: undefined,
        refused: undefined,
        refusal: { message: words.errors.unknownAction },
        url: new URL("https://lab.example/desk/articles/edit?done=published"),
        now: NOW,
      });
      expect(view).toMatchObject({
        problem: words.errors.unknownAction,
        errors: {},
        done: undefined,
      });
    }),
  );
});

describe("the preview of an unsaved form", () => {
  it(
    "draws the form as the page would, and lists what a save would refuse",
    onFreshStore(async () => {
      const shown = await previewPosted(post({ ...article, action: "preview" }), NOW);
      expect(shown.problems).toEqual([]);
      expect(shown.article).toMatchObject({ id: "preview", title: article.title });
      expect(shown.bodyHtml).toContain("<h2>Why impulse tests</h2>");

      const refused = await previewPosted(
        post({ ...article, action: "preview", title: "", excerpt: "" }),
        NOW,
      );
      expect(refused.problems).toEqual([words.errors.title, words.errors.excerpt]);
    }),
  );
});
