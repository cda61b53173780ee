import type { BlogPost, Picture, Publication } from "@/content/types";
import { articleByline, blogByline, blogHref, specAuthor } from "@/content/blog";
import { formatLongDateIN } from "@/lib/format";
import { photoById, photoFallbackSrc, photoPictureHtml, photosById, PHOTO_ID } from "@/lib/photos";
import { readingMinutes } from "./pageFields";
import { fillPhotoSlots, photoSlotIds } from "./photoSlots";
import { wakeAtNextSchedule } from "./scheduleWake";
import { movedArticle, publishedArticle, publishedArticles, writerNameOf } from "./store";
import type { Article, ArticleFields, ArticleToDraw } from "./types";
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
export async function coverPicture(
  fields: Pick<ArticleFields, "cover" | "coverAlt">,
): Promise<Picture | undefined> {
  if (!fields.cover) return undefined;
  const photo = PHOTO_ID.test(fields.cover) ? await photoById(fields.cover) : undefined;
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
export async function toPost(article: Pick<Article, "id"> & ArticleFields): Promise<BlogPost> {
  const image = await coverPicture(article);
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
export async function toPublic(article: ArticleToDraw, bodyHtml: string): Promise<PublicArticle> {
  const author = article.author || (await writerNameOf(article.writtenBy));
  return {
    ...(await toPost(article)),
    isoDate: article.date,
    bodyHtml: await withPhotos(bodyHtml),
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
export async function withPhotos(bodyHtml: string): Promise<string> {
  const photos = await photosById(photoSlotIds(bodyHtml));
  // The description written in the article names the picture there; the photo's own is the fallback.
  const photoHtml = (id: string, alt: string) => {
    const photo = photos.get(id);
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
export async function livePosts(now: Date): Promise<BlogPost[]> {
  await wakeAtNextSchedule(now);
  renderUnrendered().catch((error: unknown) =>
    console.error("articles kept from before could not be rendered:", error),
  );
  return Promise.all((await publishedArticles(now)).map(toPost));
}

/** The article with this id (any case) if it is on the site at `now` and its body can be shown. */
export async function livePost(id: string, now: Date): Promise<PublicArticle | undefined> {
  const article = await publishedArticle(id, now);
  const bodyHtml = article && (await bodyHtmlOf(article));
  return article && bodyHtml !== undefined ? toPublic(article, bodyHtml) : undefined;
}

/**
 * Whether the article with this id is on the site at `now` but its body has
 * no HTML yet (the pool has not rendered it; the background tries again):
 * its page says it is being prepared, not that it does not exist.
 */
export async function postBeingPrepared(id: string, now: Date): Promise<boolean> {
  const article = await publishedArticle(id, now);
  return article !== undefined && article.bodyHtml === null && article.bodyProblem === null;
}

/**
 * The address an article on the site has now, when `oldSlug` is one it was
 * moved away from (the old address answers 301 to it); else undefined.
 */
export async function movedPostHref(oldSlug: string, now: Date): Promise<string | undefined> {
  const article = await movedArticle(oldSlug, now);
  return article && blogHref({ id: article.slug });
}

/** The sidebar's five most recent publications. */
export const recentPublications = (posts: readonly BlogPost[]): Publication[] =>
  posts.slice(0, 5).map((post) => ({ title: post.title, date: post.date, href: blogHref(post) }));
