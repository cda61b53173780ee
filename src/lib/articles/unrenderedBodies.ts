import type { DatabaseSync } from "node:sqlite";
import { contentChanged } from "@/lib/site/contentChanged";
import { unrenderedArticles, type Article } from "./articles";
import { lastingProblem, renderBody, type BodyRender } from "./renderBody";

/**
 * Articles saved before bodies were rendered at save (migration 0018), the
 * seed's among them: each is rendered in the untrusted-work pool once, the
 * first time the site needs it, and its HTML kept; a body the pool refuses
 * (a limit, its time or its memory) is kept as a problem, and the article
 * leaves the site until it is saved again. The server's event loop never
 * parses Markdown, so a hostile body kept from before can neither stop the
 * server starting nor hold up another visitor.
 */

type Render = (markdown: string) => Promise<BodyRender>;

/** A render that ran out of time may only have waited behind other work in the pool. */
const TIME_ATTEMPTS = 3;

/** Keeps what the pool made of `body`, if it is still the article's body and nothing was kept. */
function keep(
  db: DatabaseSync,
  id: string,
  body: string,
  html: string | null,
  problem: string | null,
) {
  const result = db
    .prepare(
      `UPDATE articles SET body_html = ?, body_problem = ?
       WHERE id = ? AND body = ? AND body_html IS NULL AND body_problem IS NULL`,
    )
    .run(html, problem, id, body);
  return Number(result.changes) === 1;
}

async function renderKept(db: DatabaseSync, id: string, body: string, render: Render) {
  let result = await render(body);
  for (let n = 1; !result.ok && result.problem === "time" && n < TIME_ATTEMPTS; n += 1)
    result = await render(body);
  if (result.ok) {
    keep(db, id, body, result.html, null);
    return result.html;
  }
  // The article leaves the site: the pages kept in memory must be drawn again.
  if (lastingProblem(result.problem) && keep(db, id, body, null, result.problem)) contentChanged();
  return undefined;
}

const rendering = new Map<string, Promise<string | undefined>>();

/**
 * The article's body as HTML: as kept, or (for an article from before) rendered
 * now in the pool, one render per article however many ask at once.
 * Undefined when the body cannot be shown.
 */
export function bodyHtmlOf(
  db: DatabaseSync,
  article: Article,
  render: Render = renderBody,
): Promise<string | undefined> {
  if (article.bodyHtml !== null) return Promise.resolve(article.bodyHtml);
  if (article.bodyProblem !== null) return Promise.resolve(undefined);
  const key = `${article.id}\n${article.updatedAt}`;
  let html = rendering.get(key);
  if (!html) {
    html = renderKept(db, article.id, article.body, render).finally(() => rendering.delete(key));
    rendering.set(key, html);
  }
  return html;
}

let backlog: Promise<void> | undefined;

/**
 * Renders every article still without HTML, one at a time (it never takes
 * more than one of the pool's threads from uploads). Started again by the
 * next caller once it is done, for an article the pool was too busy for.
 */
export function renderUnrendered(db: DatabaseSync, render: Render = renderBody): Promise<void> {
  backlog ??= (async () => {
    for (const article of unrenderedArticles(db)) await bodyHtmlOf(db, article, render);
  })().finally(() => {
    backlog = undefined;
  });
  return backlog;
}
