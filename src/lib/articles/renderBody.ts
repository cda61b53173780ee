import {
  runUntrusted,
  STAFF_WORK,
  UntrustedWorkError,
  type UntrustedFailure,
} from "@/lib/workers/pool";
import type { ArticleRender, ArticleRenderInput } from "./renderArticle";

/** Why a body has no HTML: a limit it goes over, or how its render in the pool ended. */
export type BodyProblem = Extract<ArticleRender, { ok: false }>["problem"] | UntrustedFailure;

export type BodyRender =
  { ok: true; html: string } | { ok: false; problem: BodyProblem; line: number };

/**
 * An article's body rendered in the untrusted-work pool (renderArticle.ts):
 * the server's event loop never parses Markdown. Out of time, out of memory,
 * a full queue or a broken worker come back as a refusal, never a throw.
 */
export async function renderBody(markdown: string, timeMs?: number): Promise<BodyRender> {
  const input: ArticleRenderInput = { markdown };
  try {
    return await runUntrusted<ArticleRender>("renderArticle", input, STAFF_WORK, timeMs);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    return { ok: false, problem: error.reason, line: 0 };
  }
}

/**
 * The same body would be refused again: a limit, a parser failure, its time or
 * its memory. A full queue ("busy") or a worker that failed is the pool's state.
 */
export const lastingProblem = (problem: BodyProblem): boolean =>
  problem !== "busy" && problem !== "failed";
