import { publishedArticles } from "@/lib/articles/store";
import type { Article } from "@/lib/articles/types";
import { photoShown } from "@/lib/photos/store";

/** How browsers may keep a photo's file. */
export const PHOTO_CACHE = {
  /** A photo on the site: its files never change, so browsers keep them a year. */
  live: "public, max-age=31536000, immutable",
  /** A photo removed from the lists that a published article still shows (see below). */
  inArticle: "public, max-age=300",
} as const;

const escaped = (text: string) => text.replace(/[^A-Za-z0-9_]/g, "\\$&");

/** An article's cover is the photo, or its body shows it (`![…](/photos/ID)`). */
const shows = (article: Article, id: string) =>
  article.cover === id || new RegExp(`/photos/${escaped(id)}(?![A-Za-z0-9_-])`).test(article.body);

/**
 * The Cache-Control a photo's files are served with now, or undefined when
 * the photo is off the site (the files answer 404). "Remove from gallery"
 * takes a photo out of the gallery and the service pages, but an article keeps
 * the photos it names, hidden or not (lib/articles/publicView.ts): while a
 * published article shows a removed photo its files are served, kept by
 * browsers for minutes only, so they stop within minutes of the article's
 * change; otherwise a removed photo is not served at all.
 */
export async function photoFileCaching(id: string, now = new Date()): Promise<string | undefined> {
  if (await photoShown(id)) return PHOTO_CACHE.live;
  return (await publishedArticles(now)).some((article) => shows(article, id))
    ? PHOTO_CACHE.inArticle
    : undefined;
}
