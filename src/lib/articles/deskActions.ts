import { articlesDesk } from "@/content/articlesDesk";
import { todayInKolkata } from "@/lib/clock";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { DeskError, type Refusal } from "@/lib/platform/convention/errors";
import { formatDateTimeIN } from "@/lib/format";
import { ARTICLE_ALBUM, PhotoError, PHOTO_ID, savePhoto } from "@/lib/photos";
import { ARTICLE_EDIT_PATH } from "./articleList";
import { blogByline, blogHref } from "@/content/blog";
import { bodyOverLimit } from "./bodyLimits";
import { bodyProblemText } from "./bodyProblemText";
import { restoreRendered, saveRendered } from "./deskSave";
import {
  ARTICLE_FIELDS,
  addressInUse,
  checkDraft,
  coverAltOf,
  coverDrawings,
  isArticleAction,
  readDraft,
  toIndiaDateTime,
  type ArticleAction,
  type ArticleDraft,
  type ArticleField,
  type ArticleFieldErrors,
} from "./form";
import { renderBody } from "./renderBody";
import { articleById, everPublic, writerNameOf } from "./store";
import type { Article, ArticleToDraw } from "./types";
import { bodyHtmlOf } from "./unrenderedBodies";

/**
 * The article desk's actions (role content): save a draft, publish,
 * schedule, restore an earlier version, preview. The routes under
 * src/pages/desk/articles/ only read the address, call these and draw.
 */

const words = articlesDesk.edit;

/** A refused article action that is about no one field: a button the desk does not know, a version that is not there. */
export class ArticleError extends DeskError {}

/** What the editor says after a save's redirect (`?done=`). */
export type ArticleDone = keyof typeof words.done;

const DONE_OF: Record<ArticleAction | "restore", ArticleDone> = {
  draft: "saved",
  publish: "published",
  schedule: "scheduled",
  restore: "restored",
};

/** Where a save goes: the article's page, saying what was done. */
export const articleDoneHref = (id: string, done: ArticleDone) =>
  doneHref(ARTICLE_EDIT_PATH, done, id);

/** The words for `?done=` on an article's page, in the article's present state. */
export function articleDoneText(url: URL, article: Article): string | undefined {
  const done = doneOf(url, words.done);
  if (done !== "scheduled") return done && words.done[done];
  return article.status === "scheduled" && article.publishAt
    ? words.done.scheduled(formatDateTimeIN(article.publishAt))
    : undefined;
}

/** A new article's form: today's date and no cover until the writer chooses one. */
export const blankDraft = (now: Date): ArticleDraft => ({
  title: "",
  date: todayInKolkata(now),
  excerpt: "",
  cover: "",
  coverAlt: "",
  body: "",
  slug: "",
  author: "",
  metaDescription: "",
  scheduleAt: "",
});

/** A saved article as its form shows it. */
export const draftOf = (article: Article): ArticleDraft => ({
  ...article,
  scheduleAt:
    article.status === "scheduled" && article.publishAt ? toIndiaDateTime(article.publishAt) : "",
});

/** The editor's posted form; a body that is no form (cut off on the way) is refused. */
async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new ArticleError(words.errors.notReceived);
  }
}

/** The upload form's photo fields, as the editor names them. */
const COVER_FIELDS: Record<string, ArticleField> = {
  file: "coverPhoto",
  alt: "coverPhotoAlt",
};

/** A new cover photo, when one was chosen: stored as an article picture, or the field it was refused for. */
async function uploadedCover(
  form: FormData,
  who: string,
): Promise<{ cover: string; coverAlt: string } | { errors: ArticleFieldErrors } | undefined> {
  const upload = form.get("coverPhoto");
  if (!(upload instanceof File) || upload.size === 0) return undefined;
  try {
    const photo = await savePhoto(
      new Uint8Array(await upload.arrayBuffer()),
      { alt: String(form.get("coverPhotoAlt") ?? ""), album: ARTICLE_ALBUM },
      who,
    );
    return { cover: photo.id, coverAlt: photo.alt };
  } catch (caught) {
    if (!(caught instanceof PhotoError)) throw caught;
    return { errors: { [COVER_FIELDS[caught.field ?? ""] ?? "coverPhoto"]: caught.message } };
  }
}

/** A form the editor refused: what was typed, and each field's problem. */
export type ArticleEditRefused = { ok: false; draft: ArticleDraft; errors: ArticleFieldErrors };
export type ArticleEditResult = { ok: true; location: string } | ArticleEditRefused;

/**
 * The editor's form, posted for `article` (undefined: a new one): Save
 * draft, Publish or Schedule (a new cover photo stored first, the body
 * rendered in the untrusted-work pool, nothing saved when any field is
 * refused), or Restore an earlier version. Answers where to go, or the
 * form with its fields' problems; an ArticleError refuses a button the
 * desk does not know or a version that is not this article's.
 */
export async function articleEditAction(
  article: Article | undefined,
  request: Request,
  who: string,
  now: Date,
): Promise<ArticleEditResult> {
  const form = await postedForm(request);
  const action = form.get("action");
  if (action === "restore" && article) {
    const restored = await restoreRendered(who, article.id, Number(form.get("revision")), now);
    if (!restored) throw new ArticleError(words.errors.noSuchRevision, { status: 404 });
    if (restored.ok) return { ok: true, location: articleDoneHref(article.id, DONE_OF.restore) };
    const problem = bodyProblemText(restored.problem, restored.line);
    return {
      ok: false,
      draft: draftOf(article),
      errors: { body: words.errors.restoreRefused(problem) },
    };
  }
  if (!isArticleAction(action)) throw new ArticleError(words.errors.unknownAction);

  let draft = await readDraft(form);
  const cover = await uploadedCover(form, who);
  const coverErrors = cover && "errors" in cover ? cover.errors : {};
  if (cover && !("errors" in cover)) draft = { ...draft, ...cover };
  const checked = checkDraft(draft, action, now);
  const errors: ArticleFieldErrors = {
    ...(await addressInUse(draft, article?.id)),
    ...checked.errors,
    ...coverErrors,
  };
  if (Object.keys(errors).length > 0 || !checked.publication) return { ok: false, draft, errors };
  const saved = await saveRendered(who, article?.id, draft, checked.publication, now);
  if (!saved.ok)
    return { ok: false, draft, errors: { body: bodyProblemText(saved.problem, saved.line) } };
  return { ok: true, location: articleDoneHref(saved.article.id, DONE_OF[action]) };
}

/** The cover choices: the chosen photo when the cover is one, then the seed drawings. */
export async function coverChoices(cover: string) {
  return [
    ...(PHOTO_ID.test(cover)
      ? [{ value: cover, label: words.fields.currentPhoto((await coverAltOf(cover)) ?? "") }]
      : []),
    ...coverDrawings.map((d) => ({ value: d.src, label: d.alt })),
  ];
}

/** Why the site could not prepare a kept article's body, and what to change. */
const bodyNotShown = (article: Article) =>
  article.bodyProblem
    ? words.errors.bodyNotShown(
        bodyProblemText(article.bodyProblem, bodyOverLimit(article.body)?.line ?? 0),
      )
    : undefined;

/**
 * What the editor shows: the form (as refused, as saved, or blank), each
 * field's problem in the form's order, a refusal about no field, the cover
 * choices, what the last save did and the page's details (address, author,
 * description: components/desk/articles/ArticlePageFields.tsx). An article kept from before the limits
 * whose body the site could not prepare says what to fix.
 */
export async function articleEditView({
  article,
  refused,
  refusal,
  url,
  now,
  who = "",
}: {
  article: Article | undefined;
  refused: ArticleEditRefused | undefined;
  refusal: Refusal | undefined;
  url: URL;
  now: Date;
  /** The account editing: a new article's writer. */
  who?: string;
}) {
  const draft = refused?.draft ?? (article ? draftOf(article) : blankDraft(now));
  const given: ArticleFieldErrors = { ...refused?.errors };
  const posted = refused !== undefined || refusal !== undefined;
  if (article && !posted) given.body ??= bodyNotShown(article);
  const errors: ArticleFieldErrors = Object.fromEntries(
    ARTICLE_FIELDS.flatMap((f) => (given[f] ? [[f, given[f]]] : [])),
  );
  return {
    draft,
    errors,
    problem: refusal?.message,
    covers: await coverChoices(draft.cover),
    done: article && !posted ? articleDoneText(url, article) : undefined,
    page: {
      values: { slug: draft.slug, author: draft.author, metaDescription: draft.metaDescription },
      errors: { slug: errors.slug, author: errors.author, metaDescription: errors.metaDescription },
      addressPrefix: blogHref({ id: "" }),
      accountName: await writerNameOf(article?.writtenBy ?? who),
      specByline: article?.specArticle ? blogByline : undefined,
      everPublic: article !== undefined && (await everPublic(article.id)),
    },
  };
}

/** A preview: the article to draw (a saved one, or the unsaved form), its body's HTML, and what is wrong. */
export type ArticlePreview = {
  article: ArticleToDraw | undefined;
  bodyHtml: string | undefined;
  problems: string[];
};

/** A saved article as it stands, on the site or not; a body the site could not prepare is said. */
export async function previewSaved(id: string): Promise<ArticlePreview> {
  const article = id ? await articleById(id) : undefined;
  if (!article) return { article, bodyHtml: undefined, problems: [] };
  const problem = bodyNotShown(article);
  return {
    article,
    bodyHtml: await bodyHtmlOf(article),
    problems: problem ? [problem] : [],
  };
}

/**
 * The editor's unsaved form drawn as the real page: checked as a save would
 * be, its body rendered in the pool (a body refused is left out, and said).
 * An unsaved article has no id yet: "preview" stands in for it, and `who`
 * (the account previewing) is its writer, for the byline.
 */
export async function previewPosted(
  request: Request,
  now: Date,
  who = "",
): Promise<ArticlePreview> {
  let form: FormData;
  try {
    form = await postedForm(request);
  } catch (caught) {
    if (!(caught instanceof ArticleError)) throw caught;
    return { article: undefined, bodyHtml: undefined, problems: [caught.message] };
  }
  const draft = await readDraft(form);
  const saved = await articleById(String(form.get("id") ?? ""));
  const found = checkDraft(draft, "preview", now).errors;
  const problems = ARTICLE_FIELDS.flatMap((f) => (found[f] ? [found[f]] : []));
  let bodyHtml: string | undefined;
  if (!found.body) {
    const rendered = await renderBody(draft.body);
    if (rendered.ok) bodyHtml = rendered.html;
    else problems.push(bodyProblemText(rendered.problem, rendered.line));
  }
  const unsaved = { id: "preview", writtenBy: who, specArticle: false };
  const article: ArticleToDraw = { ...(saved ?? unsaved), ...draft };
  return { article, bodyHtml, problems };
}
