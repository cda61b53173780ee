import { bodyOverLimit, type BodyLimit } from "./bodyLimits";
import { renderMarkdown } from "./markdown";

export type ArticleRenderInput = { markdown: string };

/** The body's HTML (photos as their places), or why it is refused and on which line (0: none). */
export type ArticleRender =
  { ok: true; html: string } | { ok: false; problem: BodyLimit | "unreadable"; line: number };

/**
 * The untrusted-work pool's task (lib/server/workerTasks.ts): an article's
 * Markdown, checked against the limits, then rendered and sanitised. A pure
 * function of its input: the database is the server's, and photos are filled
 * in when the page is shown (photoSlots.ts). A refusal is a value; only the
 * pool's time and memory limits end it otherwise.
 */
export function renderArticle(input: ArticleRenderInput): ArticleRender {
  const markdown: unknown = input?.markdown;
  if (typeof markdown !== "string") return { ok: false, problem: "unreadable", line: 0 };
  const over = bodyOverLimit(markdown);
  if (over) return { ok: false, problem: over.limit, line: over.line };
  try {
    return { ok: true, html: renderMarkdown(markdown) };
  } catch {
    // A parser's own failure (its stack, a bug) on a body within the limits.
    return { ok: false, problem: "unreadable", line: 0 };
  }
}
