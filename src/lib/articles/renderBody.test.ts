import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import {
  atTheLimits,
  longArticle,
  reviewerQuotes,
  reviewerStars,
} from "../../../scripts/bench/articleBodies";
import { lastingProblem, renderBody } from "./renderBody";

// Markdown parsed on this thread would throw: the pool's worker threads load their own, real parser.
vi.mock("./markdown", () => ({
  renderMarkdown: () => {
    throw new Error("an article's body was parsed on the server's thread");
  },
}));

// The first thread loads the parsers through tsx here; a built server starts it with the server.
beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK, 60_000), 60_000);
afterAll(closeUntrustedPool);

describe("an article's body rendered in the untrusted-work pool", () => {
  it("comes back as HTML parsed in a worker thread, none of it on this one", async () => {
    expect((await renderBody(longArticle())).ok).toBe(true);
    // About a second of parsing on one core.
    const value = await renderBody(atTheLimits());
    expect(value.ok && value.html).toContain("<blockquote>");
  });

  it("is refused, with the limit and the line, for the review's bodies", async () => {
    expect(await renderBody(reviewerQuotes())).toEqual({
      ok: false,
      problem: "blocks",
      line: 1001,
    });
    expect(await renderBody(reviewerStars())).toEqual({ ok: false, problem: "chars", line: 1 });
  });

  it("is refused, not thrown, when it runs out of time", async () => {
    expect(await renderBody(longArticle(), 1)).toEqual({ ok: false, problem: "time", line: 0 });
  });

  it("tells a refusal the same body would meet again from a pool that was busy or broken", () => {
    for (const problem of ["blocks", "run", "unreadable", "time", "memory"] as const)
      expect(lastingProblem(problem), problem).toBe(true);
    for (const problem of ["busy", "failed"] as const)
      expect(lastingProblem(problem), problem).toBe(false);
  });
});
