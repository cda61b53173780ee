import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeUntrustedPool, runUntrusted } from "@/lib/workers/pool";
import {
  atTheLimits,
  longArticle,
  reviewerQuotes,
  reviewerStars,
} from "../../../tests/fixtures/articleBodies";
import { lastingProblem, renderBody } from "./renderBody";

// The first thread loads the parsers through tsx here; a built server starts it with the server.
beforeAll(() => runUntrusted("renderArticle", { markdown: "warm" }, 60_000), 60_000);
afterAll(closeUntrustedPool);

/** The longest the event loop waited while `work` ran, sampled every 5 ms. */
async function longestStall<T>(work: Promise<T>): Promise<{ value: T; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  try {
    return { value: await work, stall };
  } finally {
    clearInterval(timer);
  }
}

describe("an article's body rendered in the untrusted-work pool", () => {
  it("comes back as HTML while the server's event loop stays free", async () => {
    expect((await renderBody(longArticle())).ok).toBe(true);
    // About a second of parsing on one core, none of it on this thread.
    const { value, stall } = await longestStall(renderBody(atTheLimits()));
    expect(value.ok && value.html).toContain("<blockquote>");
    expect(stall).toBeLessThan(250);
  });

  it("is refused at once, with the limit and the line, for the review's bodies", async () => {
    const started = performance.now();
    expect(await renderBody(reviewerQuotes())).toEqual({
      ok: false,
      problem: "blocks",
      line: 1001,
    });
    expect(await renderBody(reviewerStars())).toEqual({ ok: false, problem: "chars", line: 1 });
    expect(performance.now() - started).toBeLessThan(1000);
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
