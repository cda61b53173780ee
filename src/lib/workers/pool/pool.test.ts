import { afterAll, describe, expect, it, vi } from "vitest";
import { manyPagesPdf, objectStreamFlood } from "../../../../scripts/bench/hostileFiles";
import type { DocumentQuestion } from "@/lib/intake/documents";
import { closeUntrustedPool, runUntrusted, UntrustedWorkError, type UntrustedWho } from ".";

// This thread's copy of the document check, watched: the pool's threads load their own.
const onThisThread = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/lib/intake/documents", async (original) => {
  const real = await original<typeof import("@/lib/intake/documents")>();
  return {
    ...real,
    inspectDocument: (...args: Parameters<typeof real.inspectDocument>) => {
      onThisThread.calls += 1;
      return real.inspectDocument(...args);
    },
  };
});

afterAll(closeUntrustedPool);

const VISITOR: UntrustedWho = { lane: "visitor", client: "192.0.2.1" };

const question = (bytes: Uint8Array): DocumentQuestion => ({
  bytes,
  accept: ["pdf"],
  purpose: "inbox",
});

describe("the untrusted-work pool", () => {
  it("answers a task from a worker thread, never this one", async () => {
    const { inspectDocument } = await import("@/lib/intake/documents");
    // The watch sees a check made here…
    expect(await inspectDocument(question(manyPagesPdf(10)))).toEqual({ ok: true, kind: "pdf" });
    expect(onThisThread.calls).toBe(1);
    // …and none while the pool answers one (on the event loop this one takes over a second).
    await expect(
      runUntrusted("inspectDocument", question(manyPagesPdf(60_000)), VISITOR),
    ).resolves.toEqual({
      ok: true,
      kind: "pdf",
    });
    expect(onThisThread.calls).toBe(1);
  });

  it("kills a task over its time limit, says why, and the next task still runs", async () => {
    // 100,000 pages take over a second to read anywhere: 150 ms surely runs out.
    const slow = runUntrusted("inspectDocument", question(manyPagesPdf(100_000)), VISITOR, 150);
    await expect(slow).rejects.toThrow(UntrustedWorkError);
    await expect(slow).rejects.toMatchObject({ task: "inspectDocument", reason: "time" });
    await expect(
      runUntrusted("inspectDocument", question(objectStreamFlood(1024 * 1024)), VISITOR),
    ).resolves.toEqual({ ok: false, problem: "unsafe", hazard: "unreadable" });
  });
});
