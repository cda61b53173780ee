import { articlesDesk } from "@/content/articlesDesk";
import type { Article } from "@/lib/articles/articles";
import { receivedAt } from "../deskFormat";

export const articleEditHref = (id: string) => `/desk/articles/edit?id=${encodeURIComponent(id)}`;

/**
 * An article's state as the desk says it: a schedule whose time has come is
 * "on the site"; one whose body the site could not prepare is not.
 */
export function statusText(
  article: Pick<Article, "status" | "publishAt"> & Partial<Pick<Article, "bodyProblem">>,
  now: Date,
): string {
  const words = articlesDesk.status;
  if (article.bodyProblem) return words.needsFix;
  if (article.status === "draft" || !article.publishAt) return words.draft;
  if (new Date(article.publishAt) > now) return words.scheduled(receivedAt(article.publishAt));
  return words.published;
}
