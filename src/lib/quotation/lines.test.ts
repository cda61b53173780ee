import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/scope/money";
import { quotationTotals } from "./lines";

describe("quotationTotals", () => {
  it("takes each line's discount off its amount, adds a line the lab wrote, and taxes by the place of supply", () => {
    const totals = quotationTotals(
      [
        {
          description: "Impulse voltage withstand",
          quantity: 5,
          pricePaise: 1_650_000,
          discountPercent: 10,
        },
        {
          description: "Travel for site work",
          quantity: 1,
          pricePaise: 450_000,
          discountPercent: 0,
        },
      ],
      "Gujarat",
    );
    // 5 × ₹16,500 = ₹82,500 less 10 % = ₹74,250; + ₹4,500 travel
    expect(totals.amounts).toEqual([7_425_000, 450_000]);
    expect(formatRupees(totals.subtotalPaise)).toBe("₹78,750.00");
    expect(totals.taxes).toEqual([{ kind: "igst", percent: 18, paise: 1_417_500 }]);
    expect(formatRupees(totals.totalPaise)).toBe("₹92,925.00");
  });

  it("rounds a discount to the paisa, half up, and splits CGST + SGST in Madhya Pradesh", () => {
    const totals = quotationTotals(
      [{ description: "Oil BDV", quantity: 3, pricePaise: 33_333, discountPercent: 5 }],
      "Madhya Pradesh",
    );
    // 3 × ₹333.33 = ₹999.99; 5 % is 49.9995 -> ₹50.00; ₹949.99
    expect(totals.amounts).toEqual([94_999]);
    expect(totals.taxes.map((t) => [t.kind, t.paise])).toEqual([
      ["cgst", 8_550],
      ["sgst", 8_550],
    ]);
    expect(totals.totalPaise).toBe(112_099);
  });

  it("refuses a discount outside 0-100 or not whole, and a quantity under 1", () => {
    const line = { description: "x", quantity: 1, pricePaise: 100, discountPercent: 0 };
    expect(() => quotationTotals([{ ...line, discountPercent: 101 }], "Goa")).toThrow(RangeError);
    expect(() => quotationTotals([{ ...line, discountPercent: 2.5 }], "Goa")).toThrow(RangeError);
    expect(() => quotationTotals([{ ...line, quantity: 0 }], "Goa")).toThrow(RangeError);
  });
});
