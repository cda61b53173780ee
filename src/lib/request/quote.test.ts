import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/scope/money";
import { percentHalfUp, quoteOf } from "./quote";

describe("quoteOf", () => {
  it("multiplies, adds and puts GST at 18 % on its own line, in paise exactly", () => {
    const quote = quoteOf([
      { pricePaise: 1_800_000, quantity: 5 },
      { pricePaise: 650_000, quantity: 2 },
    ]);
    expect(quote.amounts).toEqual([9_000_000, 1_300_000]);
    expect(quote.subtotalPaise).toBe(10_300_000);
    expect(quote.gstPaise).toBe(1_854_000);
    expect(quote.totalPaise).toBe(12_154_000);
    expect(formatRupees(quote.totalPaise)).toBe("₹1,21,540.00");
    expect(quote.onRequest).toBe(0);
  });

  it("gives ₹1,18,000.00 for ₹1,00,000 of tests", () => {
    const quote = quoteOf([{ pricePaise: 10_000_000, quantity: 1 }]);
    expect(formatRupees(quote.gstPaise)).toBe("₹18,000.00");
    expect(formatRupees(quote.totalPaise)).toBe("₹1,18,000.00");
  });

  it("leaves rows without a price out of every sum and counts them", () => {
    const quote = quoteOf([
      { pricePaise: 150_000, quantity: 2 },
      { pricePaise: null, quantity: 3 },
    ]);
    expect(quote.amounts).toEqual([300_000, null]);
    expect(quote.subtotalPaise).toBe(300_000);
    expect(quote.totalPaise).toBe(354_000);
    expect(quote.onRequest).toBe(1);
  });

  it("is zero for nothing priced", () => {
    expect(quoteOf([{ pricePaise: null, quantity: 1 }])).toMatchObject({
      subtotalPaise: 0,
      gstPaise: 0,
      totalPaise: 0,
      onRequest: 1,
    });
    expect(quoteOf([]).totalPaise).toBe(0);
  });

  it("adds paise without floating point drift (0.1 + 0.2 is 0.3)", () => {
    const quote = quoteOf([
      { pricePaise: 10, quantity: 1 },
      { pricePaise: 20, quantity: 1 },
    ]);
    expect(quote.subtotalPaise).toBe(30);
    // 18 % of 30 paise is 5.4 paise: 5
    expect(quote.gstPaise).toBe(5);
  });

  it("rounds GST once, on the subtotal, not per row", () => {
    // Per row: 18 % of 25 paise is 4.5 -> 5, twice = 10; on the subtotal: 9
    const quote = quoteOf([
      { pricePaise: 25, quantity: 1 },
      { pricePaise: 25, quantity: 1 },
    ]);
    expect(quote.gstPaise).toBe(9);
    expect(quote.totalPaise).toBe(59);
  });

  it("refuses a quantity or price that is not a whole number", () => {
    expect(() => quoteOf([{ pricePaise: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => quoteOf([{ pricePaise: 100, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => quoteOf([{ pricePaise: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => quoteOf([{ pricePaise: Number.MAX_SAFE_INTEGER, quantity: 2 }])).toThrow(
      RangeError,
    );
  });
});

describe("percentHalfUp", () => {
  it("rounds half up to the paisa", () => {
    expect(percentHalfUp(25, 18)).toBe(5); // 4.5 -> 5
    expect(percentHalfUp(24, 18)).toBe(4); // 4.32 -> 4
    expect(percentHalfUp(36, 18)).toBe(6); // 6.48 -> 6
    expect(percentHalfUp(75, 18)).toBe(14); // 13.5 -> 14
    expect(percentHalfUp(1, 18)).toBe(0); // 0.18 -> 0
    expect(percentHalfUp(3, 18)).toBe(1); // 0.54 -> 1
    expect(percentHalfUp(0, 18)).toBe(0);
  });
});
