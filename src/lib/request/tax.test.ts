import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/scope/money";
import { quoteOf } from "./quote";

/** The tax lines of a quote as a buyer reads them: label key, per cent, rupees. */
const lines = (quote: ReturnType<typeof quoteOf>) =>
  quote.taxes.map((tax) => [tax.kind, tax.percent, formatRupees(tax.paise)]);

const baskets = {
  // 5 × ₹18,000 + 2 × ₹6,500
  cables: [
    { pricePaise: 1_800_000, quantity: 5 },
    { pricePaise: 650_000, quantity: 2 },
  ],
  // 3 × ₹1,234.55 + 1 × ₹99.99 = ₹3,803.64
  odd: [
    { pricePaise: 123_455, quantity: 3 },
    { pricePaise: 9_999, quantity: 1 },
  ],
  // ₹1,250.25, and a row on request: 9 % is 112.5225, 18 % is 225.045
  halves: [
    { pricePaise: 125_025, quantity: 1 },
    { pricePaise: null, quantity: 2 },
  ],
};

describe("the quote's tax lines by the place of supply", () => {
  it("bills a Madhya Pradesh buyer CGST 9 % + SGST 9 %, to the paisa", () => {
    const cables = quoteOf(baskets.cables, "Madhya Pradesh");
    expect(lines(cables)).toEqual([
      ["cgst", 9, "₹9,270.00"],
      ["sgst", 9, "₹9,270.00"],
    ]);
    expect(formatRupees(cables.totalPaise)).toBe("₹1,21,540.00");

    const odd = quoteOf(baskets.odd, "Madhya Pradesh");
    expect(formatRupees(odd.subtotalPaise)).toBe("₹3,803.64");
    expect(lines(odd)).toEqual([
      ["cgst", 9, "₹342.33"],
      ["sgst", 9, "₹342.33"],
    ]);
    expect(formatRupees(odd.totalPaise)).toBe("₹4,488.30");

    const halves = quoteOf(baskets.halves, "Madhya Pradesh");
    expect(lines(halves)).toEqual([
      ["cgst", 9, "₹112.52"],
      ["sgst", 9, "₹112.52"],
    ]);
    expect(formatRupees(halves.totalPaise)).toBe("₹1,475.29");
    expect(halves.onRequest).toBe(1);
  });

  it("bills a Gujarat buyer IGST 18 %, to the paisa", () => {
    const cables = quoteOf(baskets.cables, "Gujarat");
    expect(lines(cables)).toEqual([["igst", 18, "₹18,540.00"]]);
    expect(formatRupees(cables.totalPaise)).toBe("₹1,21,540.00");

    const odd = quoteOf(baskets.odd, "Gujarat");
    expect(lines(odd)).toEqual([["igst", 18, "₹684.66"]]);
    expect(formatRupees(odd.totalPaise)).toBe("₹4,488.30");

    // Rounded once at 18 %: one paisa more than two 9 % halves rounded each.
    const halves = quoteOf(baskets.halves, "Gujarat");
    expect(lines(halves)).toEqual([["igst", 18, "₹225.05"]]);
    expect(formatRupees(halves.totalPaise)).toBe("₹1,475.30");
  });

  it("shows GST at 18 % on one line until the billing state is chosen", () => {
    expect(lines(quoteOf(baskets.cables))).toEqual([["gst", 18, "₹18,540.00"]]);
    expect(lines(quoteOf(baskets.cables, "Atlantis"))).toEqual([["gst", 18, "₹18,540.00"]]);
  });

  it("keeps gstPaise as the sum of the tax lines", () => {
    expect(quoteOf(baskets.halves, "Madhya Pradesh").gstPaise).toBe(22_504);
    expect(quoteOf(baskets.halves, "Gujarat").gstPaise).toBe(22_505);
  });
});
