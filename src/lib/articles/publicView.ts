import type { DatabaseSync } from "node:sqlite";
import type { BlogPost, Picture, Publication } from "@/content/types";
import { blogHref } from "@/content/blog";
import { formatLongDateIN } from "@/lib/format";
import { photoById, photoFallbackSrc, photoPictureHtml, PHOTO_ID } from "@/lib/photos";
import type { Article, ArticleFields } from "./articles";
import { publishedArticle, publishedArticles } from "./articles";
import { fillPhotoSlots } from "./photoSlots";
import { wakeAtNextSchedule } from "./scheduleWake";
import { bodyHtmlOf, renderUnrendered } from "./unrenderedBodies";

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
): Picture | undefined {
  if (!fields.cover) return undefined;
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
  const image = coverPicture(db, article);
  return {
    id: article.id,
    ...(image && { image }),
    title: article.title,
    date: formatLongDateIN(article.date),
    excerpt: article.excerpt,
  };
}

/**
 * An article (saved or, for the preview, not yet) with its body's HTML as the
 * pool rendered it, each site photo's place filled with the photo's <picture>
 * as it is now. No Markdown is parsed here.
 */
export function toPublic(
  db: DatabaseSync,
  article: Pick<Article, "id"> & ArticleFields,
  bodyHtml: string,
): PublicArticle {
  return { ...toPost(db, article), isoDate: article.date, bodyHtml: withPhotos(db, bodyHtml) };
}

/**
 * A body's HTML as the pool rendered it with each site photo's place filled
 * with the photo's <picture> as it is now (the page and the editor's preview).
 */
export function withPhotos(db: DatabaseSync, bodyHtml: string): string {
  // The description written in the article names the picture there; the photo's own is the fallback.
  const photoHtml = (id: string, alt: string) => {
    const photo = photoById(db, id);
    return photo && photoPictureHtml(photo, BODY_SIZES, { alt: alt.trim() || photo.alt });
  };
  return fillPhotoSlots(bodyHtml, photoHtml);
}

/**
 * The posts on the site at `now`, newest first. Articles kept from before
 * bodies were rendered at save are rendered in the pool in the background
 * (the lists need only their titles, and their pages wait for their own).
 */
export function livePosts(db: DatabaseSync, now: Date): BlogPost[] {
  wakeAtNextSchedule(db, now);
  renderUnrendered(db).catch((error: unknown) =>
    console.error("articles kept from before could not be rendered:", error),
  );
  return publishedArticles(db, now).map((a) => toPost(db, a));
}

/** The article with this id (any case) if it is on the site at `now` and its body can be shown. */
export async function livePost(
  db: DatabaseSync,
  id: string,
  now: Date,
): Promise<PublicArticle | undefined> {
  const article = publishedArticle(db, id, now);
  const bodyHtml = article && (await bodyHtmlOf(db, article));
  return article && bodyHtml !== undefined ? toPublic(db, article, bodyHtml) : undefined;
}

/** The sidebar's five most recent publications. */
export const recentPublications = (posts: readonly BlogPost[]): Publication[] =>
  posts.slice(0, 5).map((post) => ({ title: post.title, date: post.date, href: blogHref(post) }));
