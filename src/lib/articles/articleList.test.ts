import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { articlesDesk } from "@/content/articlesDesk";
import { migrate } from "@/lib/db/migrate";
import {
  articleFilterFromQuery,
  articleQueryWrongText,
  articleState,
  listArticles,
} from "./articleList";
import { saveArticle, type ArticleFields } from "./articles";

const NOW = new Date("2026-11-26T06:00:00Z");
const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};
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
  const db = fresh();
  const seed = listArticles(db, {}, NOW).total;
  const soon = new Date(NOW.getTime() + 3_600_000);
  saveArticle(
    db,
    "ed",
    undefined,
    fields("Draft on Zebra Delta"),
    "<p>x</p>",
    { kind: "draft" },
    NOW,
  );
  saveArticle(
    db,
    "ed",
    undefined,
    fields("Zebra δ of XLPE: scheduled"),
    "<p>x</p>",
    { kind: "schedule", at: soon },
    NOW,
  );
  saveArticle(
    db,
    "ed",
    undefined,
    fields("Ingénieur on Impulse"),
    "<p>x</p>",
    { kind: "publish" },
    NOW,
  );
  const titles = (filter: Parameters<typeof listArticles>[1], at = NOW) =>
    listArticles(db, filter, at).articles.map((a) => a.title);

  it("keeps the articles in the state their rows show; a schedule whose time came is published", () => {
    expect(titles({ status: "draft" })).toEqual(["Draft on Zebra Delta"]);
    expect(titles({ status: "scheduled" })).toEqual(["Zebra δ of XLPE: scheduled"]);
    expect(titles({ status: "published" })).toContain("Ingénieur on Impulse");
    expect(titles({ status: "published" })).toHaveLength(seed + 1);
    const later = new Date(soon.getTime() + 60_000);
    expect(titles({ status: "scheduled" }, later)).toEqual([]);
    expect(titles({ status: "published" }, later)).toContain("Zebra δ of XLPE: scheduled");
  });

  it("finds words anywhere in the title, whatever their case and accents, and counts every article", () => {
    expect(titles({ q: "zebra" })).toEqual(["Draft on Zebra Delta", "Zebra δ of XLPE: scheduled"]);
    expect(titles({ q: "INGENIEUR" })).toEqual(["Ingénieur on Impulse"]);
    expect(titles({ q: "ZEBRA", status: "draft" })).toEqual(["Draft on Zebra Delta"]);
    expect(listArticles(db, { q: "no such words" }, NOW)).toEqual({
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
