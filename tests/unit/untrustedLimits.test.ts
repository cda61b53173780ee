import { describe, expect, it } from "vitest";
import { POOL_LIMITS, UNTRUSTED_TASKS } from "@/lib/fairShare/limits";

/**
 * What each piece of untrusted work may take on the lab's server, written out
 * by hand (never read from the constants): a limit changed in the code fails
 * here, and the change is made on purpose in both places. The unit tests run
 * these limits ten times longer (vitest.setup.ts); production never does.
 */
describe("the untrusted-work pool's limits", () => {
  it("gives each task the time the lab decided", () => {
    expect(
      Object.fromEntries(
        Object.entries(UNTRUSTED_TASKS).map(([task, { timeMs }]) => [task, timeMs]),
      ),
    ).toEqual({
      inspectDocument: 6_000,
      unzipReportPdfs: 15_000,
      renderArticle: 3_000,
      encodePhoto: 20_000,
      stampReport: 10_000,
      encodeNablQr: 5_000,
      qrBundle: 60_000,
      readScopeCsv: 15_000,
      planScopeImport: 15_000,
      buildRequestPdf: 10_000,
    });
  });

  it("runs two threads at most, at a lower priority, with a short queue and a memory limit", () => {
    expect(POOL_LIMITS).toEqual({
      minThreads: 1,
      maxThreads: 2,
      idleTimeoutMs: 60_000,
      maxQueue: 24,
      niceIncrement: 10,
      maxOldGenerationSizeMb: 1024,
      maxYoungGenerationSizeMb: 64,
    });
  });
});
