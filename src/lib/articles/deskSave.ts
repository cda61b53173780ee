import type { DatabaseSync } from "node:sqlite";
import {
  restoreRevision,
  revisionOf,
  saveArticle,
  type Article,
  type ArticleFields,
  type Publication,
} from "./articles";
import { renderBody, type BodyProblem } from "./renderBody";

/** A desk save: the article as saved, or why its body was refused (nothing was saved). */
export type DeskSave =
  { ok: true; article: Article } | { ok: false; problem: BodyProblem; line: number };

/** Renders the body in the untrusted-work pool, then saves the article with that HTML. */
export async function saveRendered(
  db: DatabaseSync,
  who: string,
  id: string | undefined,
  fields: ArticleFields,
  publication: Publication,
  now: Date,
): Promise<DeskSave> {
  const body = await renderBody(fields.body);
  if (!body.ok) return body;
  return { ok: true, article: saveArticle(db, who, id, fields, body.html, publication, now) };
}

/** Restores a revision with its body rendered in the pool; undefined when it is no save of this article. */
export async function restoreRendered(
  db: DatabaseSync,
  who: string,
  articleId: string,
  revisionId: number,
  now: Date,
): Promise<DeskSave | undefined> {
  const revision = revisionOf(db, articleId, revisionId);
  if (!revision) return undefined;
  const body = await renderBody(revision.body);
  if (!body.ok) return body;
  const article = restoreRevision(db, who, articleId, revisionId, body.html, now);
  return article && { ok: true, article };
}
