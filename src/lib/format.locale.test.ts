// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatLongDateHi, formatLongDateIn, formatNumberIN } from "./format";

describe("Hindi dates", () => {
  it("name the month in Hindi, with 0-9 digits", () => {
    expect(formatLongDateHi("2026-11-30")).toBe("30 नवंबर 2026");
    expect(formatLongDateHi("2027-01-05")).toBe("5 जनवरी 2027");
  });
  it("are chosen by the page's language", () => {
    expect(formatLongDateIn("2026-11-30", "hi")).toBe("30 नवंबर 2026");
    expect(formatLongDateIn("2026-11-30", "en")).toBe("30 November 2026");
  });
});

describe("Indian number grouping", () => {
  it("groups thousands, then lakhs and crores by twos", () => {
    expect(formatNumberIN(999)).toBe("999");
    expect(formatNumberIN(1234567)).toBe("12,34,567");
    expect(formatNumberIN(123456789)).toBe("12,34,56,789");
  });
});
