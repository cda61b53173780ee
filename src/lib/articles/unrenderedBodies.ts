import { ARTICLE_RENDERS } from "@/lib/fairShare/limits";
import { contentChanged } from "@/lib/site/contentChanged";
import { lastingProblem, renderBody, type BodyRender } from "./renderBody";
import { keepRenderedBody, unrenderedArticles } from "./store";
import type { Article } from "./types";

/**
 * Articles saved before bodies were rendered at save (migration 0018), the
 * seed's among them: each is rendered in the untrusted-work pool once, the
 * first time the site needs it, and its HTML kept; a body the pool refuses
 * (a limit, or its memory) is kept as a problem, and the article leaves the
 * site until it is saved again. A render refused for time (on a loaded start
 * it may only have waited behind other work), a busy pool or a broken worker
 * leaves the article to the background, which tries again with a growing wait
 * (ARTICLE_RENDERS) until it renders: a slow start never takes an article off
 * the site. The server's event loop never parses Markdown, so a hostile body
 * kept from before can neither stop the server starting nor hold up another
 * visitor.
 */

type Render = (markdown: string) => Promise<BodyRender>;
type Wait = (ms: number) => Promise<void>;

/** The renders refused for time so far, by article and save. */
const timedOut = new Map<string, number>();

/** The body rendered in the pool, and what it made kept (store.ts keepRenderedBody). */
async function renderKept(id: string, body: string, render: Render, key: string) {
  const result = await render(body);
  if (result.ok) {
    timedOut.delete(key);
    await keepRenderedBody(id, body, result.html, null);
    return result.html;
  }
  if (result.problem === "time") {
    const times = (timedOut.get(key) ?? 0) + 1;
    if (times < ARTICLE_RENDERS.timeAttempts) {
      timedOut.set(key, times);
      return undefined;
    }
    timedOut.delete(key);
  }
  // The article leaves the site: the pages kept in memory must be drawn again.
  if (lastingProblem(result.problem) && (await keepRenderedBody(id, body, null, result.problem)))
    contentChanged();
  return undefined;
}

const rendering = new Map<string, Promise<string | undefined>>();

/**
 * The article's body as HTML: as kept, or (for an article from before) rendered
 * now in the pool, one render per article however many ask at once.
 * Undefined when the body cannot be shown.
 */
export function bodyHtmlOf(
  article: Article,
  render: Render = renderBody,
): Promise<string | undefined> {
  if (article.bodyHtml !== null) return Promise.resolve(article.bodyHtml);
  if (article.bodyProblem !== null) return Promise.resolve(undefined);
  const key = `${article.id}\n${article.updatedAt}`;
  let html = rendering.get(key);
  if (!html) {
    html = renderKept(article.id, article.body, render, key).finally(() => rendering.delete(key));
    rendering.set(key, html);
  }
  return html;
}

let backlog: Promise<void> | undefined;

const sleep: Wait = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** The wait before the `n`th try again (1, 2, …): doubling from the first, up to the ceiling. */
export const retryWaitMs = (n: number) =>
  Math.min(ARTICLE_RENDERS.retryFirstMs * 2 ** (n - 1), ARTICLE_RENDERS.retryMaxMs);

/**
 * Renders every article still without HTML, one at a time (it never takes
 * more than one of the pool's threads from uploads), then, while some are
 * left (the pool was busy, or out of time), again after a growing wait.
 * Started again by the next caller once it is done.
 */
export function renderUnrendered(render: Render = renderBody, wait: Wait = sleep): Promise<void> {
  backlog ??= (async () => {
    for (let again = 1; ; again += 1) {
      for (const article of await unrenderedArticles()) await bodyHtmlOf(article, render);
      if ((await unrenderedArticles()).length === 0) return;
      await wait(retryWaitMs(again));
    }
  })().finally(() => {
    backlog = undefined;
  });
  return backlog;
}
