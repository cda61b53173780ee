import { articlePageDesk } from "@/content/articlePageDesk";
import { articlesDesk } from "@/content/articlesDesk";
import { blogPosts } from "@/content/blog";
import { isCalendarDate } from "@/lib/clock";
import type { FieldErrors } from "@/lib/platform/convention/errors";
import { photoById, PHOTO_ID } from "@/lib/photos";
import { slugTaken } from "./store";
import type { ArticleFields, Publication } from "./types";
import { BODY_LIMITS, bodyOverLimit } from "./bodyLimits";
import { bodyProblemText } from "./bodyProblemText";
import {
  MAX_AUTHOR,
  MAX_META_DESCRIPTION,
  MAX_SLUG,
  plainLine,
  slugFrom,
  slugProblem,
} from "./pageFields";

const errors = articlesDesk.edit.errors;

export const MAX_TITLE = 200;
export const MAX_EXCERPT = 600;
export const MAX_BODY = BODY_LIMITS.chars;

/** The drawings a cover may be without a photo: the seed articles' pictures. */
export const coverDrawings = blogPosts.map((p) => ({ src: p.image.src, alt: p.image.alt }));

/** The alt text of a cover: a drawing's or a stored photo's; "" for no cover; undefined for neither. */
export async function coverAltOf(cover: string): Promise<string | undefined> {
  if (cover === "") return "";
  const drawing = coverDrawings.find((d) => d.src === cover);
  if (drawing) return drawing.alt;
  return PHOTO_ID.test(cover) ? (await photoById(cover))?.alt : undefined;
}

export type ArticleAction = "draft" | "publish" | "schedule";

/** The editor's fields, by the names the form posts: a refusal is kept under its field's name. */
export const ARTICLE_FIELDS = [
  "title",
  "date",
  "excerpt",
  "slug",
  "author",
  "metaDescription",
  "cover",
  "coverPhoto",
  "coverPhotoAlt",
  "body",
  "scheduleAt",
] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export type ArticleFieldErrors = FieldErrors<ArticleField>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
};

/** "2026-11-26T14:30" as India time (UTC+5:30, no daylight saving), or undefined. */
export function indiaDateTime(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) || !isCalendarDate(value.slice(0, 10)))
    return undefined;
  const at = new Date(`${value}:00+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** An instant as the schedule field writes it (India time, to the minute). */
export const toIndiaDateTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);

/** What the editor typed, as the form sent it (kept when the form is refused). */
export type ArticleDraft = ArticleFields & { scheduleAt: string };

export async function readDraft(form: FormData): Promise<ArticleDraft> {
  const cover = text(form, "cover");
  const coverAlt = (await coverAltOf(cover)) ?? "";
  return {
    title: text(form, "title").trim(),
    date: text(form, "date").trim(),
    excerpt: text(form, "excerpt").trim(),
    cover,
    coverAlt,
    body: text(form, "body"),
    slug: text(form, "slug").trim(),
    author: plainLine(text(form, "author")),
    metaDescription: plainLine(text(form, "metaDescription")),
    scheduleAt: text(form, "scheduleAt").trim(),
  };
}

/** The problems with a draft for `action` (the cover is checked after any upload). */
export function checkDraft(
  draft: ArticleDraft,
  action: ArticleAction | "preview",
  now: Date,
): { errors: ArticleFieldErrors; publication: Publication | undefined } {
  const found: ArticleFieldErrors = {};
  if (!draft.title || draft.title.length > MAX_TITLE) found.title = errors.title;
  if (!isCalendarDate(draft.date)) found.date = errors.date;
  if (!draft.excerpt || draft.excerpt.length > MAX_EXCERPT) found.excerpt = errors.excerpt;
  const over = bodyOverLimit(draft.body);
  if (over) found.body = bodyProblemText(over.limit, over.line);
  else if (!draft.body.trim()) found.body = errors.body;
  // No cover is a choice (the page then has none); a cover must be one the site knows.
  if (draft.cover && !draft.coverAlt) found.cover = errors.cover;
  Object.assign(found, pageFieldErrors(draft));
  let publication: Publication | undefined;
  if (action === "schedule") {
    const at = indiaDateTime(draft.scheduleAt);
    if (!at || at <= now) found.scheduleAt = errors.scheduleAt;
    else publication = { kind: "schedule", at };
  } else if (action === "draft" || action === "publish") publication = { kind: action };
  return { errors: found, publication };
}

const pageErrors = articlePageDesk.errors;

/** The address's problem that the database knows: it is another article's, now or before. */
export const addressInUse = async (
  draft: ArticleFields,
  articleId: string | undefined,
): Promise<ArticleFieldErrors> =>
  draft.slug && (await slugTaken(draft.slug, articleId)) ? { slug: pageErrors.slugTaken } : {};

/** The problems with the page's details that need no database: the address's form, the lengths. */
function pageFieldErrors(draft: ArticleFields): ArticleFieldErrors {
  const found: ArticleFieldErrors = {};
  const slug = draft.slug && slugProblem(draft.slug);
  if (slug === "long") found.slug = pageErrors.slugLong(MAX_SLUG);
  else if (slug === "chars") found.slug = pageErrors.slugChars(slugFrom(draft.slug, MAX_SLUG));
  if (draft.author.length > MAX_AUTHOR) found.author = pageErrors.author(MAX_AUTHOR);
  if (draft.metaDescription.length > MAX_META_DESCRIPTION)
    found.metaDescription = pageErrors.metaDescription(
      MAX_META_DESCRIPTION,
      draft.metaDescription.length,
    );
  return found;
}

export const isArticleAction = (value: unknown): value is ArticleAction =>
  value === "draft" || value === "publish" || value === "schedule";
