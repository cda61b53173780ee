import { describe, expect, it } from "vitest";
import { ARTICLE_RENDERS, PORTAL_ZIPS, SCOPE_IMPORT } from "@/lib/fairShare/limits";

/**
 * The shares and sizes of the work taken off the event loop (issue 47, item 4),
 * written out by hand: a number changed in lib/fairShare/limits.ts fails here,
 * and is changed on purpose in both places.
 */
describe("the limits of the work taken off the event loop", () => {
  it("sends a customer two zips at once, a network four, eight in all, read a chunk at a time", () => {
    expect(PORTAL_ZIPS).toEqual({
      perCustomer: 2,
      perClient: 4,
      total: 8,
      retryAfterSeconds: 30,
      chunkBytes: 262_144,
    });
  });

  it("applies a scope import 500 rows per turn, keeps a dry run 30 minutes, 3 per account, one Apply at a time for 10 minutes at most", () => {
    expect(SCOPE_IMPORT).toEqual({
      applyChunkRows: 500,
      planTtlMs: 1_800_000,
      plansPerAccount: 3,
      applyLeaseMs: 600_000,
    });
  });

  it("tries an article kept from before again after 2 s, doubling to a minute, twelve times for time", () => {
    expect(ARTICLE_RENDERS).toEqual({ retryFirstMs: 2_000, retryMaxMs: 60_000, timeAttempts: 12 });
  });
});
