import { restoreRevision, saveArticle } from "./articles";
import { renderBody, type BodyProblem } from "./renderBody";
import { revisionOf } from "./store";
import type { Article, ArticleFields, Publication } from "./types";

/** A desk save: the article as saved, or why its body was refused (nothing was saved). */
export type DeskSave =
  { ok: true; article: Article } | { ok: false; problem: BodyProblem; line: number };

/** Renders the body in the untrusted-work pool, then saves the article with that HTML. */
export async function saveRendered(
  who: string,
  id: string | undefined,
  fields: ArticleFields,
  publication: Publication,
  now: Date,
): Promise<DeskSave> {
  const body = await renderBody(fields.body);
  if (!body.ok) return body;
  return { ok: true, article: await saveArticle(who, id, fields, body.html, publication, now) };
}

/** Restores a revision with its body rendered in the pool; undefined when it is no save of this article. */
export async function restoreRendered(
  who: string,
  articleId: string,
  revisionId: number,
  now: Date,
): Promise<DeskSave | undefined> {
  const revision = await revisionOf(articleId, revisionId);
  if (!revision) return undefined;
  const body = await renderBody(revision.body);
  if (!body.ok) return body;
  const article = await restoreRevision(who, articleId, revisionId, body.html, now);
  return article && { ok: true, article };
}
