import type { DatabaseSync } from "node:sqlite";
import type { BlogPost, Picture, Publication } from "@/content/types";
import { articleByline, blogByline, blogHref, specAuthor } from "@/content/blog";
import { formatLongDateIN } from "@/lib/format";
import { photoById, photoFallbackSrc, photoPictureHtml, PHOTO_ID } from "@/lib/photos";
import type { Article, ArticleFields, ArticleToDraw } from "./articles";
import { movedArticle, publishedArticle, publishedArticles, writerNameOf } from "./articles";
import { readingMinutes } from "./pageFields";
import { fillPhotoSlots } from "./photoSlots";
import { wakeAtNextSchedule } from "./scheduleWake";
import { bodyHtmlOf, renderUnrendered } from "./unrenderedBodies";

/** An article as the public pages show it: the post's card fields and its body as safe HTML. */
export type PublicArticle = BlogPost & {
  isoDate: string;
  bodyHtml: string;
  /** "by {author} | {n} min read". */
  byline: string;
  /** The author's name ("" when the article names none: the lab is its author). */
  author: string;
  /** For <meta name="description">, Open Graph and the feed: the article's own, else its excerpt. */
  description: string;
  /** One of the specification's eight: the spec's five standing sections follow its text. */
  standingSections: boolean;
};

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

/** The card fields of an article (its address as the post's id; dates as the seed posts had them). */
export function toPost(db: DatabaseSync, article: Pick<Article, "id"> & ArticleFields): BlogPost {
  const image = coverPicture(db, article);
  return {
    id: article.slug || article.id,
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
  article: ArticleToDraw,
  bodyHtml: string,
): PublicArticle {
  const author = article.author || writerNameOf(db, article.writtenBy);
  return {
    ...toPost(db, article),
    isoDate: article.date,
    bodyHtml: withPhotos(db, bodyHtml),
    byline: article.specArticle ? blogByline : articleByline(author, readingMinutes(article.body)),
    author: article.specArticle ? specAuthor : author,
    description: descriptionOf(article),
    standingSections: article.specArticle,
  };
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

/** The words for search engines, shared links and the feed: the article's description, else its excerpt. */
export const descriptionOf = (article: Pick<ArticleFields, "metaDescription" | "excerpt">) =>
  article.metaDescription || article.excerpt;

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

/**
 * Whether the article with this id is on the site at `now` but its body has
 * no HTML yet (the pool has not rendered it; the background tries again):
 * its page says it is being prepared, not that it does not exist.
 */
export function postBeingPrepared(db: DatabaseSync, id: string, now: Date): boolean {
  const article = publishedArticle(db, id, now);
  return article !== undefined && article.bodyHtml === null && article.bodyProblem === null;
}

/**
 * The address an article on the site has now, when `oldSlug` is one it was
 * moved away from (the old address answers 301 to it); else undefined.
 */
export function movedPostHref(db: DatabaseSync, oldSlug: string, now: Date): string | undefined {
  const article = movedArticle(db, oldSlug, now);
  return article && blogHref({ id: article.slug });
}

/** The sidebar's five most recent publications. */
export const recentPublications = (posts: readonly BlogPost[]): Publication[] =>
  posts.slice(0, 5).map((post) => ({ title: post.title, date: post.date, href: blogHref(post) }));
