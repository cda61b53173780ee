import type { DatabaseSync } from "node:sqlite";
import type { BlogPost, Picture, Publication } from "@/content/types";
import { blogHref } from "@/content/blog";
import { formatLongDateIN } from "@/lib/format";
import type { Article, ArticleFields } from "./articles";
import { publishedArticle, publishedArticles } from "./articles";
import { renderMarkdown } from "./markdown";

/** An article as the public pages show it: the post's card fields and its body as safe HTML. */
export type PublicArticle = BlogPost & { isoDate: string; bodyHtml: string };

/** The seed drawings' size (public/images/blog). */
const DRAWING = { width: 800, height: 500 };

/** The cover: a drawing's path as it is; a photo id (wt-photos) once photos are wired in. */
export function coverPicture(fields: Pick<ArticleFields, "cover" | "coverAlt">): Picture {
  return { src: fields.cover, alt: fields.coverAlt, ...DRAWING };
}

/** The card fields of an article (ids and dates as the seed posts had them). */
export function toPost(article: Pick<Article, "id"> & ArticleFields): BlogPost {
  return {
    id: article.id,
    image: coverPicture(article),
    title: article.title,
    date: formatLongDateIN(article.date),
    excerpt: article.excerpt,
  };
}

/** An article (saved or, for the preview, not yet) with its body rendered. */
export function toPublic(article: Pick<Article, "id"> & ArticleFields): PublicArticle {
  return { ...toPost(article), isoDate: article.date, bodyHtml: renderMarkdown(article.body) };
}

/** The posts on the site at `now`, newest first. */
export const livePosts = (db: DatabaseSync, now: Date): BlogPost[] =>
  publishedArticles(db, now).map(toPost);

/** The article with this id (any case) if it is on the site at `now`. */
export function livePost(db: DatabaseSync, id: string, now: Date): PublicArticle | undefined {
  const article = publishedArticle(db, id, now);
  return article ? toPublic(article) : undefined;
}

/** The sidebar's five most recent publications. */
export const recentPublications = (posts: readonly BlogPost[]): Publication[] =>
  posts.slice(0, 5).map((post) => ({ title: post.title, date: post.date, href: blogHref(post) }));
