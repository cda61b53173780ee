import type { DatabaseSync } from "node:sqlite";
import type { BlogPost, Picture, Publication } from "@/content/types";
import { blogHref } from "@/content/blog";
import { formatLongDateIN } from "@/lib/format";
import { photoById, photoFallbackSrc, photoPictureHtml, PHOTO_ID } from "@/lib/photos";
import type { Article, ArticleFields } from "./articles";
import { publishedArticle, publishedArticles } from "./articles";
import { renderMarkdown } from "./markdown";
import { fillPhotoSlots } from "./photoSlots";
import { wakeAtNextSchedule } from "./scheduleWake";

/** An article as the public pages show it: the post's card fields and its body as safe HTML. */
export type PublicArticle = BlogPost & { isoDate: string; bodyHtml: string };

/** The seed drawings' size (public/images/blog). */
const DRAWING = { width: 800, height: 500 };

/** Body pictures are drawn at most the article column's width. */
const BODY_SIZES = "(min-width: 1024px) 60vw, 100vw";

/** The cover: a drawing's path as it is, or an uploaded photo with its WebP widths. */
export function coverPicture(
  db: DatabaseSync,
  fields: Pick<ArticleFields, "cover" | "coverAlt">,
): Picture {
  const photo = PHOTO_ID.test(fields.cover) ? photoById(db, fields.cover) : undefined;
  if (!photo) return { src: fields.cover, alt: fields.coverAlt, ...DRAWING };
  const webp = photo.variants
    .filter((v) => v.format === "webp")
    .sort((a, b) => a.width - b.width)
    .map((v) => ({ src: v.url, width: v.width }));
  return {
    src: photoFallbackSrc(photo),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    srcset: webp,
  };
}

/** The card fields of an article (ids and dates as the seed posts had them). */
export function toPost(db: DatabaseSync, article: Pick<Article, "id"> & ArticleFields): BlogPost {
  return {
    id: article.id,
    image: coverPicture(db, article),
    title: article.title,
    date: formatLongDateIN(article.date),
    excerpt: article.excerpt,
  };
}

/** An article (saved or, for the preview, not yet) with its body rendered. */
export function toPublic(
  db: DatabaseSync,
  article: Pick<Article, "id"> & ArticleFields,
): PublicArticle {
  // The description written in the article names the picture there; the photo's own is the fallback.
  const photoHtml = (id: string, alt: string) => {
    const photo = photoById(db, id);
    return photo && photoPictureHtml(photo, BODY_SIZES, { alt: alt.trim() || photo.alt });
  };
  return {
    ...toPost(db, article),
    isoDate: article.date,
    bodyHtml: fillPhotoSlots(renderMarkdown(article.body), photoHtml),
  };
}

/** The posts on the site at `now`, newest first. */
export function livePosts(db: DatabaseSync, now: Date): BlogPost[] {
  wakeAtNextSchedule(db, now);
  return publishedArticles(db, now).map((a) => toPost(db, a));
}

/**
 * Rendered articles by id and save time: rendering a 900-word body takes about
 * 10 ms, and /blog-details (a query string) is drawn on every request. A save
 * changes updated_at, so an edited article is rendered afresh; photos never
 * change once stored.
 */
const rendered = new Map<string, PublicArticle>();
const RENDERED_KEPT = 100;

/** The article with this id (any case) if it is on the site at `now`. */
export function livePost(db: DatabaseSync, id: string, now: Date): PublicArticle | undefined {
  const article = publishedArticle(db, id, now);
  if (!article) return undefined;
  const key = `${article.id}\n${article.updatedAt}`;
  let post = rendered.get(key);
  if (!post) {
    post = toPublic(db, article);
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, post);
  }
  return post;
}

/** The sidebar's five most recent publications. */
export const recentPublications = (posts: readonly BlogPost[]): Publication[] =>
  posts.slice(0, 5).map((post) => ({ title: post.title, date: post.date, href: blogHref(post) }));
