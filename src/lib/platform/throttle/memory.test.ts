// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createThrottle } from "./memory";

describe("throttle", () => {
  it("allows `limit` attempts per rolling minute per key", () => {
    const t = createThrottle({ limit: 3 });
    const t0 = 1_000_000;
    expect(t.hit("a", t0)).toBe(true);
    expect(t.hit("a", t0 + 10_000)).toBe(true);
    expect(t.hit("a", t0 + 20_000)).toBe(true);
    expect(t.hit("a", t0 + 30_000)).toBe(false);
    expect(t.hit("b", t0 + 30_000)).toBe(true); // other clients unaffected
    // Rejected attempts are not recorded; the first one leaves the window after 60 s.
    expect(t.hit("a", t0 + 59_999)).toBe(false);
    expect(t.hit("a", t0 + 60_000)).toBe(true);
    expect(t.hit("a", t0 + 60_001)).toBe(false);
    expect(t.hit("a", t0 + 70_000)).toBe(true);
  });

  it("tells whether a key is at its limit without recording an attempt", () => {
    const t = createThrottle({ limit: 2 });
    const t0 = 1_000_000;
    expect(t.full("a", t0)).toBe(false);
    expect(t.full("a", t0)).toBe(false); // asking records nothing
    t.hit("a", t0);
    expect(t.full("a", t0 + 1)).toBe(false);
    t.hit("a", t0 + 1);
    expect(t.full("a", t0 + 2)).toBe(true);
    expect(t.full("b", t0 + 2)).toBe(false);
    expect(t.full("a", t0 + 60_000)).toBe(false); // the first attempt left the window
    expect(t.size()).toBe(1); // asking about "b" did not start tracking it
  });

  it("keeps a bounded number of clients", () => {
    const t = createThrottle({ limit: 1, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) t.hit(`10.0.${Math.floor(i / 256)}.${i % 256}`, 5_000 + i);
    expect(t.size()).toBeLessThanOrEqual(100);
    // The newest client is still tracked and limited.
    expect(t.hit("10.0.3.231", 6_000)).toBe(false);
  });

  it("frees expired clients before evicting live ones", () => {
    const t = createThrottle({ limit: 1, maxKeys: 2 });
    expect(t.hit("a", 0)).toBe(true);
    expect(t.hit("b", 70_000)).toBe(true);
    expect(t.hit("c", 70_001)).toBe(true); // "a" expired and is dropped, "b" stays
    expect(t.hit("b", 70_002)).toBe(false);
  });
});
