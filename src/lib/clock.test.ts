// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { clockOffsetDays } from "./clock";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the lab's clock", () => {
  it("reads the tests' offset as whole days, none when unset", () => {
    expect(clockOffsetDays(undefined)).toBe(0);
    expect(clockOffsetDays(" ")).toBe(0);
    expect(clockOffsetDays("60")).toBe(60);
    expect(clockOffsetDays("-3")).toBe(-3);
    expect(() => clockOffsetDays("1.5")).toThrow(/LAB_CLOCK_OFFSET_DAYS/);
    expect(() => clockOffsetDays("tomorrow")).toThrow(/LAB_CLOCK_OFFSET_DAYS/);
  });

  it("LAB_CLOCK_OFFSET_DAYS at start moves today in India by that many days", async () => {
    const now = new Date("2026-11-26T20:00:00Z"); // 01:30 on the 27th in India
    const plain = await import("./clock");
    expect(plain.todayInKolkata(now)).toBe("2026-11-27");
    vi.useFakeTimers({ now });
    try {
      expect(plain.todayInKolkata()).toBe("2026-11-27");
      vi.resetModules();
      vi.stubEnv("LAB_CLOCK_OFFSET_DAYS", "60");
      const moved = await import("./clock");
      expect(moved.todayInKolkata()).toBe("2027-01-26");
      expect(moved.yearInKolkata()).toBe("2027");
    } finally {
      vi.useRealTimers();
    }
  });
});
