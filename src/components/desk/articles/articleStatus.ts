import { articlesDesk } from "@/content/articlesDesk";
import { articleState } from "@/lib/articles/articleList";
import type { Article } from "@/lib/articles/types";
import { receivedAt } from "../deskFormat";

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
  const state = articleState(article, now);
  // Scheduled means a publication time still to come.
  return state === "scheduled" ? words.scheduled(receivedAt(article.publishAt!)) : words[state];
}
