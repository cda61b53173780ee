import { beforeAll, describe, expect, it } from "vitest";
import { articlesDesk } from "@/content/articlesDesk";
import { withStore } from "@/lib/db/store";
import { freshDatabase } from "../../../tests/fixtures/freshStore";
import {
  articleFilterFromQuery,
  articleQueryWrongText,
  articleState,
  listArticles,
} from "./articleList";
import { saveArticle } from "./articles";
import type { ArticleFields } from "./types";

const NOW = new Date("2026-11-26T06:00:00Z");
const fields = (title: string): ArticleFields => ({
  title,
  date: "2026-11-26",
  excerpt: "An excerpt.",
  cover: "/images/blog/post-1.svg",
  coverAlt: "A drawing",
  slug: "",
  author: "",
  metaDescription: "",
  body: "Words.",
});
const query = (text: string) => articleFilterFromQuery(new URLSearchParams(text));

describe("the articles list's filters, read from the address", () => {
  it("reads a status and words of the title; empty values are no filter", () => {
    expect(query("status=scheduled&q=  Tan   Delta ")).toEqual({
      ok: true,
      filter: { status: "scheduled", q: "Tan Delta" },
    });
    expect(query("status=&q=")).toEqual({ ok: true, filter: {} });
  });

  it("names a status it cannot use, in words staff read", () => {
    expect(query("status=archived&q=x")).toEqual({ ok: false, wrong: ["status"] });
    expect(articleQueryWrongText("status")).toBe(articlesDesk.query.wrong.status);
    expect(articlesDesk.query.wrong.status).toContain("“status”");
  });
});

describe("the articles list, filtered", () => {
  const db = freshDatabase();
  let seed = 0;
  const soon = new Date(NOW.getTime() + 3_600_000);
  beforeAll(() =>
    withStore(db, async () => {
      seed = (await listArticles({}, NOW)).total;
      await saveArticle(
        "ed",
        undefined,
        fields("Draft on Zebra Delta"),
        "<p>x</p>",
        { kind: "draft" },
        NOW,
      );
      await saveArticle(
        "ed",
        undefined,
        fields("Zebra δ of XLPE: scheduled"),
        "<p>x</p>",
        { kind: "schedule", at: soon },
        NOW,
      );
      await saveArticle(
        "ed",
        undefined,
        fields("Ingénieur on Impulse"),
        "<p>x</p>",
        { kind: "publish" },
        NOW,
      );
    }),
  );
  const titles = async (filter: Parameters<typeof listArticles>[0], at = NOW) =>
    (await withStore(db, () => listArticles(filter, at))).articles.map((a) => a.title);

  it("keeps the articles in the state their rows show; a schedule whose time came is published", async () => {
    expect(await titles({ status: "draft" })).toEqual(["Draft on Zebra Delta"]);
    expect(await titles({ status: "scheduled" })).toEqual(["Zebra δ of XLPE: scheduled"]);
    expect(await titles({ status: "published" })).toContain("Ingénieur on Impulse");
    expect(await titles({ status: "published" })).toHaveLength(seed + 1);
    const later = new Date(soon.getTime() + 60_000);
    expect(await titles({ status: "scheduled" }, later)).toEqual([]);
    expect(await titles({ status: "published" }, later)).toContain("Zebra δ of XLPE: scheduled");
  });

  it("finds words anywhere in the title, whatever their case and accents, and counts every article", async () => {
    expect(await titles({ q: "zebra" })).toEqual([
      "Draft on Zebra Delta",
      "Zebra δ of XLPE: scheduled",
    ]);
    expect(await titles({ q: "INGENIEUR" })).toEqual(["Ingénieur on Impulse"]);
    expect(await titles({ q: "ZEBRA", status: "draft" })).toEqual(["Draft on Zebra Delta"]);
    expect(await withStore(db, () => listArticles({ q: "no such words" }, NOW))).toEqual({
      articles: [],
      total: seed + 3,
    });
  });

  it("says a draft is a draft, whatever time it is", () => {
    expect(articleState({ status: "draft", publishAt: null }, NOW)).toBe("draft");
    expect(articleState({ status: "scheduled", publishAt: soon.toISOString() }, NOW)).toBe(
      "scheduled",
    );
  });
});
