import { describe, expect, it } from "vitest";
import { createSharedSlots, refusalStatus } from "./slots";

describe("shared slots with a share per client", () => {
  it("refuses a client over its share at once while others still get a slot", () => {
    const slots = createSharedSlots({ total: 4, perClient: 2, retryAfterSeconds: 5 });
    const a1 = slots.take("a");
    const a2 = slots.take("a");
    expect(a1.ok && a2.ok).toBe(true);
    expect(slots.take("a")).toEqual({ ok: false, reason: "client", retryAfterSeconds: 5 });
    expect(slots.take("b").ok).toBe(true);
    expect(slots.take("c").ok).toBe(true);
    expect(slots.take("d")).toMatchObject({ ok: false, reason: "full" });
    expect(slots.held()).toBe(4);
    expect(slots.held("a")).toBe(2);
  });

  it("gives a slot back once, however often it is released", () => {
    const slots = createSharedSlots({ total: 2, perClient: 2, retryAfterSeconds: 1 });
    const first = slots.take("a");
    if (!first.ok) throw new Error("no slot");
    first.release();
    first.release();
    expect(slots.held()).toBe(0);
    expect(slots.held("a")).toBe(0);
    expect(slots.take("a").ok && slots.take("a").ok).toBe(true);
    expect(slots.take("b")).toMatchObject({ reason: "full" });
  });

  it("runs work holding a slot and frees it when the work throws", async () => {
    const slots = createSharedSlots({ total: 1, perClient: 1, retryAfterSeconds: 3 });
    let inside = -1;
    const done = await slots.run("a", async () => {
      inside = slots.held("a");
      return "stored";
    });
    expect(done).toEqual({ ok: true, value: "stored" });
    expect(inside).toBe(1);
    await expect(slots.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(slots.held()).toBe(0);
  });

  it("answers 429 for a client's own share and 503 for a full house, each with Retry-After", () => {
    expect(refusalStatus({ ok: false, reason: "client", retryAfterSeconds: 7 })).toEqual({
      status: 429,
      headers: { "Retry-After": "7" },
    });
    expect(refusalStatus({ ok: false, reason: "full", retryAfterSeconds: 2 }).status).toBe(503);
  });
});
