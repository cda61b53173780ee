import { afterAll, describe, expect, it } from "vitest";
import { manyPagesPdf, objectStreamFlood } from "../../../../scripts/bench/hostileFiles";
import { closeUntrustedPool, runUntrusted, UntrustedWorkError } from ".";

afterAll(closeUntrustedPool);

const question = (bytes: Uint8Array) => ({ bytes, accept: ["pdf"], purpose: "inbox" });

/** The longest the event loop waited while `work` ran, sampled every 5 ms. */
async function longestStall<T>(
  work: Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  const [result] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { result, stall };
}

describe("the untrusted-work pool", () => {
  it("answers a task from a worker thread while the event loop stays free", async () => {
    const { result, stall } = await longestStall(
      runUntrusted("inspectDocument", question(manyPagesPdf(60_000))),
    );
    expect(result).toEqual({ status: "fulfilled", value: { ok: true, kind: "pdf" } });
    // The same check on the event loop takes over a second.
    expect(stall).toBeLessThan(100);
  });

  it("kills a task over its time limit, says why, and the next task still runs", async () => {
    const slow = runUntrusted("inspectDocument", question(manyPagesPdf(100_000)), 150);
    await expect(slow).rejects.toThrow(UntrustedWorkError);
    await expect(slow).rejects.toMatchObject({ task: "inspectDocument", reason: "time" });
    await expect(
      runUntrusted("inspectDocument", question(objectStreamFlood(1024 * 1024))),
    ).resolves.toEqual({ ok: false, problem: "unsafe", hazard: "unreadable" });
  });
});
