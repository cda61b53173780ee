import { articlesDesk } from "@/content/articlesDesk";
import { queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { recordHref } from "@/lib/platform/convention/recordId";
import { articleRows } from "./store";
import type { Article, ArticleRow } from "./types";

/** The desk's pages for articles. */
export const ARTICLES_PATH = "/desk/articles";
export const ARTICLE_EDIT_PATH = "/desk/articles/edit";

/** An article's page on the desk (`?id=`). */
export const articleEditHref = (id: string) => recordHref(ARTICLE_EDIT_PATH, id);

/**
 * Where an article stands, as the list filters it: a draft, scheduled for a
 * time still to come, or published (its time has come). An article whose
 * body needs fixing is listed by what was chosen for it; its row says it is
 * not on the site.
 */
export const ARTICLE_STATES = ["draft", "scheduled", "published"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export function articleState(
  article: Pick<Article, "status" | "publishAt">,
  now: Date,
): ArticleState {
  if (article.status === "draft" || !article.publishAt) return "draft";
  return new Date(article.publishAt) > now ? "scheduled" : "published";
}

/** A search longer than this is cut, not refused. */
const MAX_SEARCH = 100;

const ARTICLE_QUERY = {
  status: queryRules.oneOf(ARTICLE_STATES),
  q: queryRules.text(MAX_SEARCH),
};

export type ArticleFilter = { status?: ArticleState | undefined; q?: string | undefined };

/** Free text is never refused; the status can be. */
export type ArticleQueryWrong = Exclude<keyof typeof ARTICLE_QUERY, "q">;

/** The list's filter from the address; a value it cannot use is named (a 400 page). */
export function articleFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: ArticleFilter } | { ok: false; wrong: ArticleQueryWrong[] } {
  const reading = readQuery(query, ARTICLE_QUERY);
  return reading.ok
    ? { ok: true, filter: reading.values }
    : { ok: false, wrong: reading.wrong as ArticleQueryWrong[] };
}

/** What staff read about a value the list cannot use. */
export const articleQueryWrongText = (name: ArticleQueryWrong) => articlesDesk.query.wrong[name];

/** Words compared as a reader would: case and accents set aside. */
const folded = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-IN");

/**
 * The articles the filter keeps, newest first, and how many there are in all.
 * The desk holds tens to a few hundred articles, so their rows (without
 * bodies) are filtered in memory: the state it filters by is the one the
 * rows show (articleState), and the title is matched as a reader would.
 */
export async function listArticles(
  filter: ArticleFilter,
  now: Date,
): Promise<{ articles: ArticleRow[]; total: number }> {
  const all = await articleRows();
  const words = filter.q ? folded(filter.q) : undefined;
  const articles = all.filter(
    (a) =>
      (!filter.status || articleState(a, now) === filter.status) &&
      (!words || folded(a.title).includes(words)),
  );
  return { articles, total: all.length };
}
