/**
 * The rules of what an article's page says of it besides its words (issue 37):
 * its address (slug), its byline (author and reading time) and its description
 * for search engines, shared links and the feed. Pure: the store
 * (articles.ts) and the form (form.ts) apply them.
 */
import { oneLine } from "@/lib/security/oneLine";

/** An address: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 80;
export const MAX_AUTHOR = 120;
/** Search engines show about this much of a description. */
export const MAX_META_DESCRIPTION = 160;
/** About how many words a reader reads in a minute. */
export const WORDS_PER_MINUTE = 200;

/** Why `slug` cannot be an address, or undefined when it can. */
export function slugProblem(slug: string): "chars" | "long" | undefined {
  if (slug.length > MAX_SLUG) return "long";
  return SLUG_PATTERN.test(slug) ? undefined : "chars";
}

/** Words made into an address ("Tan Delta & XLPE!" → "tan-delta-xlpe"); "article" when none are left. */
export const slugFrom = (words: string, most = 60) =>
  words
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, most)
    .replace(/-+$/, "") || "article";

/** A name or a description as kept: on one line, each run of spaces one space, trimmed. */
export const plainLine = (text: string) => oneLine(text).replace(/\s+/g, " ").trim();

/** The words of a Markdown body, counted as a reader meets them (link and picture addresses left out). */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, "] ")
    .replace(/<https?:[^>\s]*>/g, " ");
  return (
    text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.,-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu)
      ?.length ?? 0
  );
}

/** Minutes to read a body at about 200 words a minute, at least 1. */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
