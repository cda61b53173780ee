import { describe, expect, it } from "vitest";
import {
  PDF_CHECK_LIMITS,
  POOL_LIMITS,
  UNTRUSTED_LANES,
  UNTRUSTED_TASKS,
  VISITOR_LANE_SHARE,
} from "@/lib/fairShare/limits";

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
      sealReport: 30_000,
      encodeNablQr: 5_000,
      qrBundle: 60_000,
      planScopeImport: 15_000,
      buildRequestPdf: 10_000,
      buildBrochure: 20_000,
      ping: 2_000,
      buildQuotationPdf: 10_000,
    });
  });

  it("gives strangers' files one thread of their own, the desk two and the LIMS one, each with its queue", () => {
    expect(UNTRUSTED_LANES).toEqual({
      visitor: { minThreads: 1, maxThreads: 1, maxQueue: 8 },
      staff: { minThreads: 1, maxThreads: 2, maxQueue: 24 },
      lims: { minThreads: 0, maxThreads: 1, maxQueue: 8 },
    });
  });

  it("gives each stranger two places of the visitor lane and 20 s of its thread a minute", () => {
    expect(VISITOR_LANE_SHARE).toEqual({
      perClient: 2,
      workMsPerMinute: 20_000,
      retryAfterSeconds: 30,
    });
  });

  it("runs every thread at a lower priority, with a memory limit", () => {
    expect(POOL_LIMITS).toEqual({
      idleTimeoutMs: 60_000,
      niceIncrement: 10,
      maxOldGenerationSizeMb: 1024,
      maxYoungGenerationSizeMb: 64,
    });
  });

  it("reads at most 8 MB of decoded object streams and 150,000 objects of a PDF", () => {
    expect(PDF_CHECK_LIMITS).toEqual({
      decodedStreamBytes: 8 * 1024 * 1024,
      objects: 150_000,
    });
  });
});
