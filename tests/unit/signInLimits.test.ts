import { describe, expect, it } from "vitest";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import {
  BUSY_RETRY_SECONDS,
  LOCK_AFTER_FAILURES,
  LOCK_MS,
  MAX_CHECKING,
  MAX_DELAY_MS,
} from "@/lib/desk/signIn";

/**
 * The staff sign-in's limits, written out by hand (never read from the
 * constants): a limit changed in the code fails here, and the change is made
 * on purpose in both places.
 */
describe("the staff sign-in's limits", () => {
  it("are the numbers the lab decided", () => {
    expect(STAFF_SIGN_IN).toEqual({
      lockAfterFailures: 5,
      lockMs: 900_000,
      maxDelayMs: 30_000,
      failedTriesPerClientPerMinute: 20,
      checks: 3,
      checksPerClient: 2,
      checksForFailingClients: 2,
      busyRetrySeconds: 2,
      wrongCodesPerAccount: 10,
      codeTriesPerSignIn: 3,
    });
  });

  it("keep the sign-in's own names for their importers", () => {
    expect([LOCK_AFTER_FAILURES, LOCK_MS, MAX_DELAY_MS, MAX_CHECKING, BUSY_RETRY_SECONDS]).toEqual([
      5, 900_000, 30_000, 3, 2,
    ]);
  });

  it("keep a check slot for clients without failures, and one libuv thread for files", () => {
    expect(STAFF_SIGN_IN.checksForFailingClients).toBeLessThan(STAFF_SIGN_IN.checks);
    expect(STAFF_SIGN_IN.checks).toBeLessThan(4);
  });
});
