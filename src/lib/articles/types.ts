import type { BodyProblem } from "./renderBody";

export type ArticleStatus = "draft" | "scheduled" | "published";

/** What the desk edits: everything a visitor sees of an article. */
export type ArticleFields = {
  title: string;
  /** The publication date shown on the page, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** A seed drawing's path (/images/...) or a photo's id. */
  cover: string;
  coverAlt: string;
  /** Markdown (rendered in the untrusted-work pool when saved, lib/articles/renderBody.ts). */
  body: string;
  /**
   * Its address, /blog-details?id=slug (lib/articles/pageFields.ts). Given as
   * "" to a save: the article's present one, or a new article's id.
   */
  slug: string;
  /** The byline's name typed on the article; "" for the writer's account name. */
  author: string;
  /** Plain text for search engines, shared links and the feed; "" for the excerpt. */
  metaDescription: string;
};

export type Article = ArticleFields & {
  /**
   * The body as sanitised HTML, photos as their places (lib/articles/photoSlots.ts);
   * null for an article saved before HTML was kept, or whose body has a problem.
   */
  bodyHtml: string | null;
  /** Why the site could not prepare the body: the article is off the site until saved again. */
  bodyProblem: BodyProblem | null;
  /** Stable: the key the desk (?id=) and the revisions use, never changed once made. */
  id: string;
  /** The account that made it ('seed' for the specification's eight). */
  writtenBy: string;
  /** One of the specification's eight: its page keeps the spec's byline and standing sections. */
  specArticle: boolean;
  status: ArticleStatus;
  /** When it goes (or went) on the site, an ISO instant; null for a draft. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What an article (saved, or unsaved in the editor's preview) must give to be drawn. */
export type ArticleToDraw = Pick<Article, "id" | "writtenBy" | "specArticle"> & ArticleFields;

export type Revision = ArticleFields & {
  id: number;
  articleId: string;
  savedAt: string;
  who: string;
  status: ArticleStatus;
  publishAt: string | null;
  /** Saved by the editor by itself (the one autosave revision, until an explicit save takes it over). */
  autosave: boolean;
};

/** What the desk's list shows of an article: no words of its body, no HTML. */
export type ArticleRow = Pick<
  Article,
  "id" | "slug" | "title" | "date" | "status" | "publishAt" | "bodyProblem" | "updatedAt"
>;

/** How a save leaves the article: a draft, published now, or scheduled for an instant. */
export type Publication = { kind: "draft" } | { kind: "publish" } | { kind: "schedule"; at: Date };

/** On the site at `now`: published or scheduled, its time has come, and its body can be shown. */
export const isLive = (article: Article, now: Date): boolean =>
  article.bodyProblem === null &&
  article.status !== "draft" &&
  article.publishAt !== null &&
  article.publishAt <= now.toISOString();
