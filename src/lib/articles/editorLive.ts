import { articlesDesk } from "@/content/articlesDesk";
import type { Picture } from "@/content/types";
import { writeTogether } from "@/lib/db/store";
import { formatTimeIN } from "@/lib/format";
import { ARTICLE_ALBUM, photosInAlbum } from "@/lib/photos";
import { articleEditHref } from "./articleList";
import { saveArticle } from "./articles";
import { bodyOverLimit } from "./bodyLimits";
import { bodyProblemText } from "./bodyProblemText";
import { addressInUse, ARTICLE_FIELDS, checkDraft, coverAltOf, MAX_BODY, readDraft } from "./form";
import { coverPicture, withPhotos } from "./publicView";
import { lastingProblem, renderBody } from "./renderBody";
import { articleById, newestRevision } from "./store";
import type { Article } from "./types";

/**
 * The article editor's calls while the writer types (role content, same
 * origin, bodies limited by the desk's gate: lib/desk/areas.ts): the live
 * preview, rendered by the site's own renderer in the untrusted-work pool,
 * and the draft saved by itself. The routes are
 * src/pages/desk/articles/preview.json.ts and autosave.json.ts.
 */

const words = articlesDesk;

/** An answer for the editor's script: a status and a JSON body. */
export type LiveAnswer<T> = { status: number; body: T };

/** What the live preview draws: the body's HTML (as the page would show it), the cover, or why not (a sentence). */
export type LivePreview = { html: string; cover: Picture | null; problem?: string };

/**
 * The preview of `{ body, cover }` (JSON): the body rendered in the pool as a
 * save would (its limits first), each site photo drawn as on the page, the
 * cover as the page shows it. A body over a limit answers its problem, not HTML.
 */
export async function livePreview(
  request: Request,
): Promise<LiveAnswer<LivePreview | { error: string }>> {
  let posted: unknown;
  try {
    posted = await request.json();
  } catch {
    return { status: 400, body: { error: words.edit.errors.notReceived } };
  }
  const { body, cover } = (posted ?? {}) as { body?: unknown; cover?: unknown };
  if (typeof body !== "string" || typeof cover !== "string" || body.length > MAX_BODY * 2)
    return { status: 400, body: { error: words.edit.errors.notReceived } };
  const markdown = body.replace(/\r\n/g, "\n");
  const coverAlt = await coverAltOf(cover);
  const shown = coverAlt === undefined ? undefined : await coverPicture({ cover, coverAlt });
  const answer = (html: string, problem?: string): LiveAnswer<LivePreview> => ({
    status: 200,
    body: { html, cover: shown ?? null, ...(problem && { problem }) },
  });
  if (!markdown.trim()) return answer("");
  const over = bodyOverLimit(markdown);
  if (over) return answer("", words.live.notDrawn(bodyProblemText(over.limit, over.line)));
  const rendered = await renderBody(markdown);
  if (rendered.ok) return answer(await withPhotos(rendered.html));
  // A busy or failed worker is the server's state, not the body's: the next keys try again.
  if (!lastingProblem(rendered.problem)) return answer("", words.live.failed);
  return answer("", words.live.notDrawn(bodyProblemText(rendered.problem, rendered.line)));
}

/** An autosave leaves the article a draft. */
const DRAFT = { kind: "draft" } as const;

/** A draft saved by itself: where the editor now is, and the version the next save builds on. */
export type Autosaved = { id: string; base: string; message: string; location: string };

/** Why an autosave did not save: said to the writer; `stop` when typing on cannot mend it. */
export type AutosaveRefused = { error: string; stop?: boolean };

/** Who saved the article's newest version, and when, as the editor says it. */
async function newerVersion(article: Article, who: string): Promise<string> {
  const newest = await newestRevision(article.id);
  const by = newest?.who ?? "";
  return words.autosave.newer(
    by === who ? words.autosave.you : by,
    formatTimeIN(newest?.savedAt ?? article.updatedAt),
  );
}

/** The article as it stands may not be saved by itself over: another save, on the site, gone. */
async function refusedOver(
  id: string,
  base: string,
  who: string,
): Promise<LiveAnswer<AutosaveRefused> | undefined> {
  if (!id) return undefined;
  const article = await articleById(id);
  if (!article) return { status: 404, body: { error: words.autosave.gone, stop: true } };
  if (article.updatedAt !== base)
    return { status: 409, body: { error: await newerVersion(article, who), stop: true } };
  if (article.status !== "draft")
    return { status: 409, body: { error: words.autosave.notDraft, stop: true } };
  return undefined;
}

/**
 * The editor's form (multipart, without the cover file), saved as a draft by
 * itself: only a new article or one that is a draft, only over the version the
 * editor opened or last saved (`base`, the article's updatedAt: a newer save
 * from elsewhere is never overwritten, and the writer is told who made it),
 * only when the draft is complete enough to save. The pool renders the body,
 * then the checks run again and the save follows in the same write.
 */
export async function autosave(
  request: Request,
  who: string,
  now: Date,
): Promise<LiveAnswer<Autosaved | AutosaveRefused>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, body: { error: words.edit.errors.notReceived } };
  }
  const id = String(form.get("id") ?? "");
  const base = String(form.get("base") ?? "");
  const refused = await refusedOver(id, base, who);
  if (refused) return refused;
  const draft = await readDraft(form);
  const found = {
    ...(await addressInUse(draft, id || undefined)),
    ...checkDraft(draft, "draft", now).errors,
  };
  const first = ARTICLE_FIELDS.map((f) => found[f]).find(Boolean);
  if (first) return { status: 422, body: { error: words.autosave.incomplete(first) } };
  const rendered = await renderBody(draft.body);
  if (!rendered.ok) {
    const problem = bodyProblemText(rendered.problem, rendered.line);
    const status = rendered.problem === "busy" ? 503 : 422;
    return { status, body: { error: words.autosave.incomplete(problem) } };
  }
  // The render took a while: whatever was saved meanwhile counts. The checks and the save are
  // one write, so no other save comes between them (an autosave changes no page of the site).
  type Outcome = { refused: LiveAnswer<AutosaveRefused> } | { saved: Article };
  const outcome = await writeTogether(async (): Promise<Outcome> => {
    const again = await refusedOver(id, base, who);
    if (again) return { refused: again };
    const saved = await saveArticle(who, id || undefined, draft, rendered.html, DRAFT, now, {
      autosave: true,
    });
    return { saved };
  });
  if ("refused" in outcome) return outcome.refused;
  const { saved } = outcome;
  return {
    status: 200,
    body: {
      id: saved.id,
      base: saved.updatedAt,
      message: words.autosave.savedAt(formatTimeIN(now)),
      location: articleEditHref(saved.id),
    },
  };
}

/** A photo the editor's picture library offers: its thumbnail and the Markdown that puts it in the body. */
export type LibraryPhoto = { id: string; alt: string; thumb: string; markdown: string };

/** The Markdown of a site photo in a body, as the renderer takes it (lib/articles/renderArticle.ts). */
export const photoMarkdown = (id: string, alt: string) =>
  `![${alt.replace(/[[\]\\]/g, "\\$&")}](/photos/${id})`;

/** The article photos uploaded so far, newest first (at most `most`), for the editor's library. */
export async function libraryPhotos(most = 60): Promise<LibraryPhoto[]> {
  return (await photosInAlbum(ARTICLE_ALBUM)).slice(0, most).map((photo) => {
    const webp = photo.variants
      .filter((v) => v.format === "webp")
      .sort((a, b) => a.width - b.width);
    return {
      id: photo.id,
      alt: photo.alt,
      thumb: webp[0]?.url ?? "",
      markdown: photoMarkdown(photo.id, photo.alt),
    };
  });
}
