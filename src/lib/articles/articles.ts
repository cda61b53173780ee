import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { articlePageDesk } from "@/content/articlePageDesk";
import { audit } from "@/lib/desk/audit";
import { contentChanged } from "@/lib/site/contentChanged";
import { slugFrom } from "./pageFields";
import type { BodyProblem } from "./renderBody";
import { wakeAtNextSchedule } from "./scheduleWake";

export type ArticleStatus = "draft" | "scheduled" | "published";

/** What the desk edits: everything a visitor sees of an article. */
export type ArticleFields = {
  title: string;
  /** The publication date shown on the page, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** A seed drawing's path (/images/...) or a photo's id. */
  cover: string;
  coverAlt: string;
  /** Markdown (rendered in the untrusted-work pool when saved, lib/articles/renderBody.ts). */
  body: string;
  /**
   * Its address, /blog-details?id=slug (lib/articles/pageFields.ts). Given as
   * "" to a save: the article's present one, or a new article's id.
   */
  slug: string;
  /** The byline's name typed on the article; "" for the writer's account name. */
  author: string;
  /** Plain text for search engines, shared links and the feed; "" for the excerpt. */
  metaDescription: string;
};

export type Article = ArticleFields & {
  /**
   * The body as sanitised HTML, photos as their places (lib/articles/photoSlots.ts);
   * null for an article saved before HTML was kept, or whose body has a problem.
   */
  bodyHtml: string | null;
  /** Why the site could not prepare the body: the article is off the site until saved again. */
  bodyProblem: BodyProblem | null;
  /** Stable: the key the desk (?id=) and the revisions use, never changed once made. */
  id: string;
  /** The account that made it ('seed' for the specification's eight). */
  writtenBy: string;
  /** One of the specification's eight: its page keeps the spec's byline and standing sections. */
  specArticle: boolean;
  status: ArticleStatus;
  /** When it goes (or went) on the site, an ISO instant; null for a draft. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What an article (saved, or unsaved in the editor's preview) must give to be drawn. */
export type ArticleToDraw = Pick<Article, "id" | "writtenBy" | "specArticle"> & ArticleFields;

export type Revision = ArticleFields & {
  id: number;
  articleId: string;
  savedAt: string;
  who: string;
  status: ArticleStatus;
  publishAt: string | null;
  /** Saved by the editor by itself (the one autosave revision, until an explicit save takes it over). */
  autosave: boolean;
};

const FIELDS = "title, date, excerpt, cover, cover_alt, body, slug, author, meta_description";

const fieldsOf = (row: Record<string, SQLOutputValue>): ArticleFields => ({
  title: String(row.title),
  date: String(row.date),
  excerpt: String(row.excerpt),
  cover: String(row.cover),
  coverAlt: String(row.cover_alt),
  body: String(row.body),
  slug: String(row.slug),
  author: String(row.author),
  metaDescription: String(row.meta_description),
});

const toArticle = (row: Record<string, SQLOutputValue>): Article => ({
  ...fieldsOf(row),
  bodyHtml: row.body_html === null ? null : String(row.body_html),
  bodyProblem: row.body_problem === null ? null : (String(row.body_problem) as BodyProblem),
  id: String(row.id),
  writtenBy: String(row.written_by),
  specArticle: Number(row.spec_article) === 1,
  status: String(row.status) as ArticleStatus,
  publishAt: row.publish_at === null ? null : String(row.publish_at),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
});

const toRevision = (row: Record<string, SQLOutputValue>): Revision => ({
  ...fieldsOf(row),
  id: Number(row.id),
  articleId: String(row.article_id),
  savedAt: String(row.saved_at),
  who: String(row.who),
  status: String(row.status) as ArticleStatus,
  publishAt: row.publish_at === null ? null : String(row.publish_at),
  autosave: row.autosave === 1,
});

/** On the site at `now`: published or scheduled, its time has come, and its body can be shown. */
export const isLive = (article: Article, now: Date): boolean =>
  article.bodyProblem === null &&
  article.status !== "draft" &&
  article.publishAt !== null &&
  article.publishAt <= now.toISOString();

const LIVE = `body_problem IS NULL AND status != 'draft' AND publish_at IS NOT NULL AND publish_at <= ?`;

/** The articles on the site at `now`, newest date first. */
export function publishedArticles(db: DatabaseSync, now: Date): Article[] {
  return db
    .prepare(`SELECT * FROM articles WHERE ${LIVE} ORDER BY date DESC, publish_at DESC, id`)
    .all(now.toISOString())
    .map(toArticle);
}

/** The article at this address (its slug, any case) if it is on the site at `now`. */
export function publishedArticle(db: DatabaseSync, slug: string, now: Date): Article | undefined {
  const row = db
    .prepare(`SELECT * FROM articles WHERE slug = lower(?) AND ${LIVE}`)
    .get(slug, now.toISOString());
  return row ? toArticle(row) : undefined;
}

/** The article on the site at `now` that was moved away from this address (any case), if any. */
export function movedArticle(db: DatabaseSync, oldSlug: string, now: Date): Article | undefined {
  const row = db
    .prepare(
      `SELECT * FROM articles WHERE id = (SELECT article_id FROM article_old_slugs WHERE slug = lower(?))
       AND ${LIVE}`,
    )
    .get(oldSlug, now.toISOString());
  return row ? toArticle(row) : undefined;
}

/** The addresses this article was moved away from, oldest first. */
export function oldSlugsOf(db: DatabaseSync, articleId: string): string[] {
  return db
    .prepare("SELECT slug FROM article_old_slugs WHERE article_id = ? ORDER BY moved_at, slug")
    .all(articleId)
    .map((row) => String(row.slug));
}

/**
 * Whether an address belongs to another article than `articleId`: its present
 * address, or one it was moved away from (which keeps answering for it).
 */
export function slugTaken(db: DatabaseSync, slug: string, articleId?: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM articles WHERE (slug = lower(?1) OR lower(id) = lower(?1)) AND id IS NOT ?2
         UNION ALL SELECT 1 FROM article_old_slugs WHERE slug = lower(?1) AND article_id IS NOT ?2`,
      )
      .get(slug, articleId ?? null) !== undefined
  );
}

/** Whether an article has been on the site (or scheduled for it) in any save. */
export const everPublic = (db: DatabaseSync, articleId: string) =>
  db
    .prepare("SELECT 1 FROM article_revisions WHERE article_id = ? AND status != 'draft' LIMIT 1")
    .get(articleId) !== undefined;

/** The name on an account, for the byline of the articles it writes ("" when none was entered). */
export function writerNameOf(db: DatabaseSync, email: string): string {
  const row = db.prepare("SELECT display_name FROM desk_users WHERE email = ?").get(email);
  return row ? String(row.display_name) : "";
}

export function articleById(db: DatabaseSync, id: string): Article | undefined {
  const row = db.prepare("SELECT * FROM articles WHERE id = ?").get(id);
  return row ? toArticle(row) : undefined;
}

/** Every article for the desk, drafts included, newest first. */
export function allArticles(db: DatabaseSync): Article[] {
  return db
    .prepare("SELECT * FROM articles ORDER BY date DESC, created_at DESC")
    .all()
    .map(toArticle);
}

/** What the desk's list shows of an article: no words of its body, no HTML. */
export type ArticleRow = Pick<
  Article,
  "id" | "slug" | "title" | "date" | "status" | "publishAt" | "bodyProblem" | "updatedAt"
>;

/** Every article as the desk's list shows it, drafts included, newest first. */
export function articleRows(db: DatabaseSync): ArticleRow[] {
  return db
    .prepare(
      `SELECT id, slug, title, date, status, publish_at, body_problem, updated_at FROM articles
       ORDER BY date DESC, created_at DESC`,
    )
    .all()
    .map((row) => ({
      id: String(row.id),
      slug: String(row.slug),
      title: String(row.title),
      date: String(row.date),
      status: String(row.status) as ArticleStatus,
      publishAt: row.publish_at === null ? null : String(row.publish_at),
      bodyProblem: row.body_problem === null ? null : (String(row.body_problem) as BodyProblem),
      updatedAt: String(row.updated_at),
    }));
}

/** Articles saved before bodies were kept as HTML, not yet rendered (lib/articles/unrenderedBodies.ts). */
export function unrenderedArticles(db: DatabaseSync): Article[] {
  return db
    .prepare(
      "SELECT * FROM articles WHERE body_html IS NULL AND body_problem IS NULL ORDER BY date DESC",
    )
    .all()
    .map(toArticle);
}

/** Every save of an article, newest first. */
export function revisionsOf(db: DatabaseSync, articleId: string): Revision[] {
  return db
    .prepare(`SELECT * FROM article_revisions WHERE article_id = ? ORDER BY id DESC`)
    .all(articleId)
    .map(toRevision);
}

/**
 * A new article's id, `${year}-${month}-${words}` from its date and title like
 * the seed's, that no article has as its id or address, nor had as an address
 * (it is also the article's first address when none is given).
 */
function freshName(db: DatabaseSync, fields: ArticleFields): string {
  const base = `${fields.date.slice(0, 7)}-${slugFrom(fields.title)}`;
  let name = base;
  for (let n = 2; slugTaken(db, name); n += 1) name = `${base}-${n}`;
  return name;
}

const auditWords = articlePageDesk.audit;

/** The page's details a save changed, in words for the audit log ("" when none). */
function pageChanges(before: ArticleFields, after: ArticleFields): string {
  return (["slug", "author", "metaDescription"] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => auditWords.change(field, before[field], after[field]))
    .join("; ");
}

/** The stored columns of FIELDS, in their order. */
const valuesOf = (fields: ArticleFields) => [
  fields.title,
  fields.date,
  fields.excerpt,
  fields.cover,
  fields.coverAlt,
  fields.body,
  fields.slug,
  fields.author,
  fields.metaDescription,
];

/**
 * An article's address changes: an address it had on the site is kept for
 * good, answering 301 to the new one; taking back an old address of its own
 * takes it out of that list.
 */
function moveAddress(
  db: DatabaseSync,
  who: string,
  articleId: string,
  from: string,
  to: string,
  at: string,
) {
  db.prepare("DELETE FROM article_old_slugs WHERE slug = ? AND article_id = ?").run(to, articleId);
  if (everPublic(db, articleId))
    db.prepare(
      `INSERT OR REPLACE INTO article_old_slugs (slug, article_id, moved_at, moved_by) VALUES (?, ?, ?, ?)`,
    ).run(from, articleId, at, who);
}

/** How a save leaves the article: a draft, published now, or scheduled for an instant. */
export type Publication = { kind: "draft" } | { kind: "publish" } | { kind: "schedule"; at: Date };

const ACTIONS = {
  draft: "saved article draft",
  publish: "published article",
  schedule: "scheduled article",
} as const;

/**
 * The article's newest revision when the editor saved it by itself for `who`:
 * the revision the next save of theirs writes into (migration 0027).
 */
const autosaveSlot = (db: DatabaseSync, articleId: string, who: string): number | undefined => {
  const row = db
    .prepare(
      `SELECT id, autosave, who FROM article_revisions WHERE article_id = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(articleId);
  return row && row.autosave === 1 && row.who === who ? Number(row.id) : undefined;
};

/**
 * Saves an article (a new one when `id` is undefined) with its body's HTML
 * (rendered from `fields.body` in the pool) and its publication, keeps the
 * save as a revision and audits it. Publishing keeps the time an article
 * first went on the site; a schedule in the past publishes now.
 *
 * `autosave`: the editor saving a draft by itself. Such saves share one
 * revision (the newest, while it is an autosave of the same person) and only
 * the first of them is audited; the person's next explicit save takes that
 * revision over, so the list of versions holds what people saved, not every
 * few seconds of typing.
 */
export function saveArticle(
  db: DatabaseSync,
  who: string,
  id: string | undefined,
  fields: ArticleFields,
  bodyHtml: string,
  publication: Publication,
  now = new Date(),
  { autosave = false }: { autosave?: boolean } = {},
): Article {
  const at = now.toISOString();
  const before = id === undefined ? undefined : articleById(db, id);
  if (id !== undefined && !before) throw new Error(`No article ${id}`);
  let status: ArticleStatus;
  let publishAt: string | null;
  if (publication.kind === "draft") [status, publishAt] = ["draft", null];
  else if (publication.kind === "schedule" && publication.at > now)
    [status, publishAt] = ["scheduled", publication.at.toISOString()];
  else
    [status, publishAt] = [
      "published",
      before?.status === "published" && before.publishAt ? before.publishAt : at,
    ];
  db.exec("BEGIN IMMEDIATE");
  try {
    const articleId = before?.id ?? freshName(db, fields);
    const slug = fields.slug || (before?.slug ?? articleId);
    const values = valuesOf({ ...fields, slug });
    if (before)
      db.prepare(
        `UPDATE articles SET title = ?, date = ?, excerpt = ?, cover = ?, cover_alt = ?, body = ?,
         slug = ?, author = ?, meta_description = ?,
         body_html = ?, body_problem = NULL, status = ?, publish_at = ?, updated_at = ? WHERE id = ?`,
      ).run(...values, bodyHtml, status, publishAt, at, articleId);
    else
      db.prepare(
        `INSERT INTO articles (id, ${FIELDS}, written_by, body_html, status, publish_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(articleId, ...values, who, bodyHtml, status, publishAt, at, at);
    if (before && before.slug !== slug) moveAddress(db, who, articleId, before.slug, slug, at);
    // What this save changes of the page's details, against the last save a person made.
    const saved = autosave ? undefined : lastSaved(db, articleId);
    const slot = before && autosaveSlot(db, articleId, who);
    if (slot === undefined)
      db.prepare(
        `INSERT INTO article_revisions (article_id, saved_at, who, ${FIELDS}, status, publish_at, autosave)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(articleId, at, who, ...values, status, publishAt, autosave ? 1 : 0);
    else
      db.prepare(
        `UPDATE article_revisions SET saved_at = ?, title = ?, date = ?, excerpt = ?, cover = ?,
         cover_alt = ?, body = ?, slug = ?, author = ?, meta_description = ?, status = ?,
         publish_at = ?, autosave = ? WHERE id = ?`,
      ).run(at, ...values, status, publishAt, autosave ? 1 : 0, slot);
    if (!autosave) audit(db, who, ACTIONS[publication.kind], articleId, now);
    else if (slot === undefined) audit(db, who, "autosaved article draft", articleId, now);
    const changes = saved ? pageChanges(saved, { ...fields, slug }) : "";
    if (changes) audit(db, who, "article page details changed", `${articleId} ${changes}`, now);
    db.exec("COMMIT");
    // A draft saved by itself was a draft before (or new): no page of the site changes.
    if (!autosave) {
      contentChanged();
      wakeAtNextSchedule(db, now);
    }
    return articleById(db, articleId)!;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** The newest save of an article that a person made (not the editor by itself), if any. */
function lastSaved(db: DatabaseSync, articleId: string): Revision | undefined {
  const row = db
    .prepare(
      "SELECT * FROM article_revisions WHERE article_id = ? AND autosave = 0 ORDER BY id DESC LIMIT 1",
    )
    .get(articleId);
  return row ? toRevision(row) : undefined;
}

/** A save of this article, or undefined (no such save, or another article's). */
export function revisionOf(
  db: DatabaseSync,
  articleId: string,
  revisionId: number,
): Revision | undefined {
  const row = db
    .prepare("SELECT * FROM article_revisions WHERE id = ? AND article_id = ?")
    .get(revisionId, articleId);
  return row ? toRevision(row) : undefined;
}

/**
 * Puts a revision's words and pictures back (title, date, excerpt, cover,
 * body, with `bodyHtml` rendered from that body, author and description);
 * whether the article is on the site, and its address, stay as they are. The restore is itself a save, kept as a new revision.
 */
export function restoreRevision(
  db: DatabaseSync,
  who: string,
  articleId: string,
  revisionId: number,
  bodyHtml: string,
  now = new Date(),
): Article | undefined {
  const article = articleById(db, articleId);
  const fields = revisionOf(db, articleId, revisionId);
  if (!article || !fields) return undefined;
  const at = now.toISOString();
  // The address stays: restoring words never moves the article (its slug is changed on purpose only).
  const values = valuesOf({ ...fields, slug: article.slug });
  db.exec("BEGIN IMMEDIATE");
  try {
    db.prepare(
      `UPDATE articles SET title = ?, date = ?, excerpt = ?, cover = ?, cover_alt = ?, body = ?,
       slug = ?, author = ?, meta_description = ?, body_html = ?, body_problem = NULL, updated_at = ?
       WHERE id = ?`,
    ).run(...values, bodyHtml, at, articleId);
    db.prepare(
      `INSERT INTO article_revisions (article_id, saved_at, who, ${FIELDS}, status, publish_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(articleId, at, who, ...values, article.status, article.publishAt);
    audit(db, who, "restored article revision", `${articleId} #${revisionId}`, now);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
  contentChanged();
  return articleById(db, articleId);
}
