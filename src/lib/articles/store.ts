import type { ExpressionBuilder, Selectable } from "kysely";
import { currentStore } from "@/lib/db/store";
import type { ArticleRevisionsTable, ArticlesTable, Tables } from "@/lib/db/tables.generated";
import type { BodyProblem } from "./renderBody";
import type { Article, ArticleFields, ArticleRow, ArticleStatus, Revision } from "./types";

/**
 * Every query of the articles (issue 52): the articles, their saves
 * (article_revisions) and the addresses they were moved away from
 * (article_old_slugs). Rows are mapped to the area's types here, once. The
 * logic of a save (which address, which revision, the audit) is articles.ts.
 */

type FieldColumns = Pick<
  Selectable<ArticlesTable>,
  | "title"
  | "date"
  | "excerpt"
  | "cover"
  | "cover_alt"
  | "body"
  | "slug"
  | "author"
  | "meta_description"
>;

const fieldsOf = (row: FieldColumns): ArticleFields => ({
  title: row.title,
  date: row.date,
  excerpt: row.excerpt,
  cover: row.cover,
  coverAlt: row.cover_alt,
  body: row.body,
  slug: row.slug,
  author: row.author,
  metaDescription: row.meta_description,
});

/** The stored columns of an article's fields (the same in articles and article_revisions). */
const columnsOf = (fields: ArticleFields): FieldColumns => ({
  title: fields.title,
  date: fields.date,
  excerpt: fields.excerpt,
  cover: fields.cover,
  cover_alt: fields.coverAlt,
  body: fields.body,
  slug: fields.slug,
  author: fields.author,
  meta_description: fields.metaDescription,
});

const toArticle = (row: Selectable<ArticlesTable>): Article => ({
  ...fieldsOf(row),
  bodyHtml: row.body_html,
  bodyProblem: row.body_problem as BodyProblem | null,
  id: row.id,
  writtenBy: row.written_by,
  specArticle: row.spec_article === 1,
  status: row.status as ArticleStatus,
  publishAt: row.publish_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toRevision = (row: Selectable<ArticleRevisionsTable>): Revision => ({
  ...fieldsOf(row),
  id: row.id,
  articleId: row.article_id,
  savedAt: row.saved_at,
  who: row.who,
  status: row.status as ArticleStatus,
  publishAt: row.publish_at,
  autosave: row.autosave === 1,
});

/** On the site at `now` (lib/articles/types.ts isLive, as a condition). */
const liveAt = (eb: ExpressionBuilder<Tables, "articles">, now: Date) =>
  eb.and([
    eb("body_problem", "is", null),
    eb("status", "!=", "draft"),
    eb("publish_at", "is not", null),
    eb("publish_at", "<=", now.toISOString()),
  ]);

/** The articles on the site at `now`, newest date first. */
export async function publishedArticles(now: Date): Promise<Article[]> {
  const rows = await currentStore()
    .selectFrom("articles")
    .selectAll()
    .where((eb) => liveAt(eb, now))
    .orderBy("date", "desc")
    .orderBy("publish_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toArticle);
}

/** The article at this address (its slug, any case) if it is on the site at `now`. */
export async function publishedArticle(slug: string, now: Date): Promise<Article | undefined> {
  const row = await currentStore()
    .selectFrom("articles")
    .selectAll()
    .where((eb) =>
      eb.and([eb("slug", "=", eb.fn<string>("lower", [eb.val(slug)])), liveAt(eb, now)]),
    )
    .executeTakeFirst();
  return row && toArticle(row);
}

/** The article on the site at `now` that was moved away from this address (any case), if any. */
export async function movedArticle(oldSlug: string, now: Date): Promise<Article | undefined> {
  const store = currentStore();
  const row = await store
    .selectFrom("articles")
    .selectAll()
    .where((eb) =>
      eb.and([
        eb(
          "id",
          "=",
          eb
            .selectFrom("article_old_slugs")
            .select("article_id")
            .where((sub) => sub("slug", "=", sub.fn<string>("lower", [sub.val(oldSlug)]))),
        ),
        liveAt(eb, now),
      ]),
    )
    .executeTakeFirst();
  return row && toArticle(row);
}

/** The addresses this article was moved away from, oldest first. */
export async function oldSlugsOf(articleId: string): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("article_old_slugs")
    .select("slug")
    .where("article_id", "=", articleId)
    .orderBy("moved_at")
    .orderBy("slug")
    .execute();
  return rows.map((row) => row.slug);
}

/**
 * Whether an address belongs to another article than `articleId`: its present
 * address, or one it was moved away from (which keeps answering for it).
 */
export async function slugTaken(slug: string, articleId?: string): Promise<boolean> {
  const store = currentStore();
  const other = articleId ?? null;
  const row = await store
    .selectFrom("articles")
    .select("id")
    .where((eb) => {
      const lowered = eb.fn<string>("lower", [eb.val(slug)]);
      return eb.and([
        eb.or([eb("slug", "=", lowered), eb(eb.fn("lower", ["id"]), "=", lowered)]),
        // IS DISTINCT FROM (both engines; PostgreSQL's IS NOT takes only NULL, TRUE or FALSE).
        eb("id", "is distinct from", other),
      ]);
    })
    .unionAll(
      store
        .selectFrom("article_old_slugs")
        .select("article_id as id")
        .where((eb) =>
          eb.and([
            eb("slug", "=", eb.fn<string>("lower", [eb.val(slug)])),
            eb("article_id", "is distinct from", other),
          ]),
        ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an article has been on the site (or scheduled for it) in any save. */
export async function everPublic(articleId: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("article_revisions")
    .select("id")
    .where("article_id", "=", articleId)
    .where("status", "!=", "draft")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The name on an account, for the byline of the articles it writes ("" when none was entered). */
export async function writerNameOf(email: string): Promise<string> {
  const row = await currentStore()
    .selectFrom("desk_users")
    .select("display_name")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.display_name ?? "";
}

export async function articleById(id: string): Promise<Article | undefined> {
  const row = await currentStore()
    .selectFrom("articles")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toArticle(row);
}

/** Every article for the desk, drafts included, newest first. */
export async function allArticles(): Promise<Article[]> {
  const rows = await currentStore()
    .selectFrom("articles")
    .selectAll()
    .orderBy("date", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toArticle);
}

/** Every article as the desk's list shows it, drafts included, newest first. */
export async function articleRows(): Promise<ArticleRow[]> {
  const rows = await currentStore()
    .selectFrom("articles")
    .select(["id", "slug", "title", "date", "status", "publish_at", "body_problem", "updated_at"])
    .orderBy("date", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    status: row.status as ArticleStatus,
    publishAt: row.publish_at,
    bodyProblem: row.body_problem as BodyProblem | null,
    updatedAt: row.updated_at,
  }));
}

/** Articles saved before bodies were kept as HTML, not yet rendered (lib/articles/unrenderedBodies.ts). */
export async function unrenderedArticles(): Promise<Article[]> {
  const rows = await currentStore()
    .selectFrom("articles")
    .selectAll()
    .where("body_html", "is", null)
    .where("body_problem", "is", null)
    .orderBy("date", "desc")
    .execute();
  return rows.map(toArticle);
}

/**
 * Keeps what the pool made of `body` (its HTML, or the problem that takes the
 * article off the site), if it is still the article's body and nothing was
 * kept meanwhile. True when it was kept.
 */
export async function keepRenderedBody(
  id: string,
  body: string,
  html: string | null,
  problem: string | null,
): Promise<boolean> {
  const result = await currentStore()
    .updateTable("articles")
    .set({ body_html: html, body_problem: problem })
    .where("id", "=", id)
    .where("body", "=", body)
    .where("body_html", "is", null)
    .where("body_problem", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The next moment a scheduled article goes on the site after `now` (an ISO
 * instant), or undefined.
 */
export async function nextScheduledAt(now: Date): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("articles")
    .select((eb) => eb.fn.min("publish_at").as("at"))
    .where("status", "=", "scheduled")
    .where("publish_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** What a save stores of where the article stands. */
export type Standing = { status: ArticleStatus; publishAt: string | null };

/** A new article's row: its fields, its body's HTML, its writer and its publication. */
export async function insertArticle(
  id: string,
  fields: ArticleFields,
  writtenBy: string,
  bodyHtml: string,
  { status, publishAt }: Standing,
  at: string,
): Promise<void> {
  await currentStore()
    .insertInto("articles")
    .values({
      id,
      ...columnsOf(fields),
      written_by: writtenBy,
      body_html: bodyHtml,
      status,
      publish_at: publishAt,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * An article's fields and body's HTML saved over (its body's problem, if it
 * had one, is gone), and its publication when given (a restore keeps it).
 */
export async function updateArticle(
  id: string,
  fields: ArticleFields,
  bodyHtml: string,
  standing: Standing | undefined,
  at: string,
): Promise<void> {
  await currentStore()
    .updateTable("articles")
    .set({
      ...columnsOf(fields),
      body_html: bodyHtml,
      body_problem: null,
      ...(standing && { status: standing.status, publish_at: standing.publishAt }),
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();
}

/** An address the article takes back is no longer one it was moved away from. */
export async function forgetOldSlug(articleId: string, slug: string): Promise<void> {
  await currentStore()
    .deleteFrom("article_old_slugs")
    .where("slug", "=", slug)
    .where("article_id", "=", articleId)
    .execute();
}

/** An address the article was moved away from, kept for good (it answers 301). */
export async function keepOldSlug(
  articleId: string,
  slug: string,
  at: string,
  who: string,
): Promise<void> {
  // An upsert: PostgreSQL has no REPLACE INTO.
  await currentStore()
    .insertInto("article_old_slugs")
    .values({ slug, article_id: articleId, moved_at: at, moved_by: who })
    .onConflict((oc) =>
      oc.column("slug").doUpdateSet({ article_id: articleId, moved_at: at, moved_by: who }),
    )
    .execute();
}

/** Every save of an article, newest first. */
export async function revisionsOf(articleId: string): Promise<Revision[]> {
  const rows = await currentStore()
    .selectFrom("article_revisions")
    .selectAll()
    .where("article_id", "=", articleId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRevision);
}

/** A save of this article, or undefined (no such save, or another article's). */
export async function revisionOf(
  articleId: string,
  revisionId: number,
): Promise<Revision | undefined> {
  const row = await currentStore()
    .selectFrom("article_revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where("article_id", "=", articleId)
    .executeTakeFirst();
  return row && toRevision(row);
}

/** The newest save of an article that a person made (not the editor by itself), if any. */
export async function lastSaved(articleId: string): Promise<Revision | undefined> {
  const row = await currentStore()
    .selectFrom("article_revisions")
    .selectAll()
    .where("article_id", "=", articleId)
    .where("autosave", "=", 0)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toRevision(row);
}

/** The newest save of an article, whoever made it, if any. */
export async function newestRevision(articleId: string): Promise<Revision | undefined> {
  const row = await currentStore()
    .selectFrom("article_revisions")
    .selectAll()
    .where("article_id", "=", articleId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toRevision(row);
}

/** What a revision keeps besides the fields: who saved it, when, and where the article stood. */
export type RevisionSave = Standing & { who: string; savedAt: string; autosave: boolean };

/** A new revision of an article. */
export async function addRevision(
  articleId: string,
  fields: ArticleFields,
  { who, savedAt, status, publishAt, autosave }: RevisionSave,
): Promise<void> {
  await currentStore()
    .insertInto("article_revisions")
    .values({
      article_id: articleId,
      saved_at: savedAt,
      who,
      ...columnsOf(fields),
      status,
      publish_at: publishAt,
      autosave: autosave ? 1 : 0,
    })
    .execute();
}

/** A revision written over (the editor's one autosave revision, lib/articles/articles.ts). */
export async function rewriteRevision(
  revisionId: number,
  fields: ArticleFields,
  { savedAt, status, publishAt, autosave }: Omit<RevisionSave, "who">,
): Promise<void> {
  await currentStore()
    .updateTable("article_revisions")
    .set({
      saved_at: savedAt,
      ...columnsOf(fields),
      status,
      publish_at: publishAt,
      autosave: autosave ? 1 : 0,
    })
    .where("id", "=", revisionId)
    .execute();
}
