import { describe, expect, it } from "vitest";
import { formatRupees } from "./money";

describe("formatRupees", () => {
  it("groups digits the Indian way, with paise", () => {
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(5)).toBe("₹0.05");
    expect(formatRupees(150_000)).toBe("₹1,500.00");
    expect(formatRupees(11_800_000)).toBe("₹1,18,000.00");
    expect(formatRupees(1_234_567_891)).toBe("₹1,23,45,678.91");
    expect(formatRupees(99_999)).toBe("₹999.99");
    expect(formatRupees(-250)).toBe("−₹2.50");
  });

  it("refuses what is not a whole number of paise", () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});
