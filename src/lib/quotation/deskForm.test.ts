import { describe, expect, it } from "vitest";
import { paiseOf, parseQuotationForm } from "./deskForm";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("the desk's quotation form", () => {
  it("reads rupees as paise without floating point", () => {
    expect(paiseOf("18000")).toBe(1_800_000);
    expect(paiseOf("₹1,250.5")).toBe(125_050);
    expect(paiseOf("0.07")).toBe(7);
    expect(paiseOf("12.345")).toBeUndefined();
    expect(paiseOf("-5")).toBeUndefined();
  });

  it("takes the lines, leaves the empty added line out, and the terms", () => {
    expect(
      parseQuotationForm(
        form({
          "line.0.description": "Impulse test",
          "line.0.quantity": "5",
          "line.0.price": "16,500",
          "line.0.discount": "10",
          "line.1.description": "Travel for site work",
          "line.1.quantity": "1",
          "line.1.price": "4500",
          "line.1.discount": "",
          "line.2.description": "",
          "line.2.quantity": "1",
          "line.2.price": "",
          terms: "50 % in advance",
        }),
      ),
    ).toEqual({
      ok: true,
      terms: "50 % in advance",
      lines: [
        { description: "Impulse test", quantity: 5, pricePaise: 1_650_000, discountPercent: 10 },
        {
          description: "Travel for site work",
          quantity: 1,
          pricePaise: 450_000,
          discountPercent: 0,
        },
      ],
    });
  });

  it("names the line and the fault", () => {
    expect(
      parseQuotationForm(
        form({
          "line.0.description": "Impulse test",
          "line.0.quantity": "0",
          "line.0.price": "abc",
          "line.0.discount": "120",
        }),
      ),
    ).toEqual({
      ok: false,
      errors: [
        "Line 1: A quantity from 1 to 999",
        "Line 1: A price in rupees, such as 18000 or 1250.50",
        "Line 1: A discount from 0 to 100 per cent, whole",
      ],
    });
    expect(parseQuotationForm(form({ terms: "" }))).toEqual({
      ok: false,
      errors: ["A quotation needs at least one line"],
    });
  });
});
