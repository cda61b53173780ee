import { articlePageDesk } from "@/content/articlePageDesk";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import { slugFrom } from "./pageFields";
import { wakeAtNextSchedule } from "./scheduleWake";
import {
  addRevision,
  articleById,
  everPublic,
  forgetOldSlug,
  insertArticle,
  keepOldSlug,
  lastSaved,
  newestRevision,
  revisionOf,
  rewriteRevision,
  slugTaken,
  updateArticle,
  type Standing,
} from "./store";
import type { Article, ArticleFields, Publication } from "./types";

/**
 * Saving an article: a new one's id, its address moved, its revisions and
 * audit lines, all in one write (lib/db/store.ts writeTogether). Its queries
 * are store.ts; its types types.ts.
 */

/**
 * A new article's id, `${year}-${month}-${words}` from its date and title like
 * the seed's, that no article has as its id or address, nor had as an address
 * (it is also the article's first address when none is given).
 */
async function freshName(fields: ArticleFields): Promise<string> {
  const base = `${fields.date.slice(0, 7)}-${slugFrom(fields.title)}`;
  let name = base;
  for (let n = 2; await slugTaken(name); n += 1) name = `${base}-${n}`;
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

/**
 * An article's address changes: an address it had on the site is kept for
 * good, answering 301 to the new one; taking back an old address of its own
 * takes it out of that list.
 */
async function moveAddress(who: string, articleId: string, from: string, to: string, at: string) {
  await forgetOldSlug(articleId, to);
  if (await everPublic(articleId)) await keepOldSlug(articleId, from, at, who);
}

const ACTIONS = {
  draft: "saved article draft",
  publish: "published article",
  schedule: "scheduled article",
} as const;

/**
 * The article's newest revision when the editor saved it by itself for `who`:
 * the revision the next save of theirs writes into (migration 0027).
 */
async function autosaveSlot(articleId: string, who: string): Promise<number | undefined> {
  const newest = await newestRevision(articleId);
  return newest && newest.autosave && newest.who === who ? newest.id : undefined;
}

/** Where a save leaves the article: publishing keeps the time it first went on the site. */
function standingAfter(before: Article | undefined, publication: Publication, now: Date): Standing {
  if (publication.kind === "draft") return { status: "draft", publishAt: null };
  if (publication.kind === "schedule" && publication.at > now)
    return { status: "scheduled", publishAt: publication.at.toISOString() };
  return {
    status: "published",
    publishAt:
      before?.status === "published" && before.publishAt ? before.publishAt : now.toISOString(),
  };
}

/**
 * Saves an article (a new one when `id` is undefined) with its body's HTML
 * (rendered from `fields.body` in the pool) and its publication, keeps the
 * save as a revision and audits it, all in one write. Publishing keeps the
 * time an article first went on the site; a schedule in the past publishes now.
 *
 * `autosave`: the editor saving a draft by itself. Such saves share one
 * revision (the newest, while it is an autosave of the same person) and only
 * the first of them is audited; the person's next explicit save takes that
 * revision over, so the list of versions holds what people saved, not every
 * few seconds of typing. An autosave changes no page of the site, so it may
 * run inside its caller's own write (lib/articles/editorLive.ts); any other
 * save tells the site after its write is stored.
 */
export async function saveArticle(
  who: string,
  id: string | undefined,
  fields: ArticleFields,
  bodyHtml: string,
  publication: Publication,
  now = new Date(),
  { autosave = false }: { autosave?: boolean } = {},
): Promise<Article> {
  const at = now.toISOString();
  const articleId = await writeTogether(async () => {
    const before = id === undefined ? undefined : await articleById(id);
    if (id !== undefined && !before) throw new Error(`No article ${id}`);
    const standing = standingAfter(before, publication, now);
    const articleId = before?.id ?? (await freshName(fields));
    const slug = fields.slug || (before?.slug ?? articleId);
    const saving = { ...fields, slug };
    if (before) await updateArticle(articleId, saving, bodyHtml, standing, at);
    else await insertArticle(articleId, saving, who, bodyHtml, standing, at);
    if (before && before.slug !== slug) await moveAddress(who, articleId, before.slug, slug, at);
    // What this save changes of the page's details, against the last save a person made.
    const saved = autosave ? undefined : await lastSaved(articleId);
    const slot = before && (await autosaveSlot(articleId, who));
    const revision = { ...standing, savedAt: at, autosave };
    if (slot === undefined) await addRevision(articleId, saving, { ...revision, who });
    else await rewriteRevision(slot, saving, revision);
    if (!autosave) await recordAudit(who, ACTIONS[publication.kind], articleId, now);
    else if (slot === undefined) await recordAudit(who, "autosaved article draft", articleId, now);
    const changes = saved ? pageChanges(saved, saving) : "";
    if (changes)
      await recordAudit(who, "article page details changed", `${articleId} ${changes}`, now);
    return articleId;
  });
  // A draft saved by itself was a draft before (or new): no page of the site changes.
  if (!autosave) {
    contentChanged();
    await wakeAtNextSchedule(now);
  }
  return (await articleById(articleId))!;
}

/**
 * Puts a revision's words and pictures back (title, date, excerpt, cover,
 * body, with `bodyHtml` rendered from that body, author and description);
 * whether the article is on the site, and its address, stay as they are. The restore is itself a save, kept as a new revision.
 */
export async function restoreRevision(
  who: string,
  articleId: string,
  revisionId: number,
  bodyHtml: string,
  now = new Date(),
): Promise<Article | undefined> {
  const at = now.toISOString();
  const restored = await writeTogether(async () => {
    const article = await articleById(articleId);
    const fields = await revisionOf(articleId, revisionId);
    if (!article || !fields) return false;
    // The address stays: restoring words never moves the article (its slug is changed on purpose only).
    const restoring = { ...fields, slug: article.slug };
    await updateArticle(articleId, restoring, bodyHtml, undefined, at);
    await addRevision(articleId, restoring, {
      who,
      savedAt: at,
      status: article.status,
      publishAt: article.publishAt,
      autosave: false,
    });
    await recordAudit(who, "restored article revision", `${articleId} #${revisionId}`, now);
    return true;
  });
  if (!restored) return undefined;
  contentChanged();
  return articleById(articleId);
}
