import { gstRates, LAB_STATE, stateByName } from "@/content/gst";

/**
 * The indicative quote of a test request, in whole paise (issue 39; decision
 * record "A test request's quote: integer paise, GST rounded once"): each
 * priced row's price times its quantity, exactly; the subtotal of those; GST
 * on the subtotal by the place of supply (the billing state): CGST 9 % and
 * SGST 9 % within the lab's state, IGST 18 % to any other, one "GST at 18 %"
 * line until a state is chosen; each tax its percentage of the subtotal,
 * rounded once, half up, to the paisa (so CGST + SGST can be a paisa less
 * than IGST on the same subtotal); the total. Rows without a price are "on request" and left out of every sum (the page
 * says the total excludes them). Runs in the browser too: no database here.
 */

export interface QuoteInput {
  /** Price per sample or instrument before GST, in paise; null: on request. */
  pricePaise: number | null;
  quantity: number;
}

/** One tax line of a quote. */
export interface TaxLine {
  kind: "cgst" | "sgst" | "igst" | "gst";
  percent: number;
  paise: number;
}

export interface Quote {
  /** Each row's amount (price × quantity) in paise, or null when it has no price. */
  amounts: (number | null)[];
  subtotalPaise: number;
  /** The tax lines, by the place of supply. */
  taxes: TaxLine[];
  /** The taxes' sum. */
  gstPaise: number;
  totalPaise: number;
  /** How many rows have no price (and are not in the total). */
  onRequest: number;
}

/** `value × percent / 100`, rounded half up to a whole number: integers only. */
export function percentHalfUp(value: number, percent: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`not a whole number of paise: ${value}`);
  const scaled = value * percent;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`amount too large: ${value}`);
  return Math.floor((scaled + 50) / 100);
}

/**
 * The tax lines of a taxable value billed to a state (its name, as the
 * billing address's list has it); an unknown or missing state gives the one
 * line at the full rate.
 */
export function taxesOf(subtotalPaise: number, placeOfSupply?: string): TaxLine[] {
  const state = stateByName(placeOfSupply);
  if (!state)
    return [
      { kind: "gst", percent: gstRates.igst, paise: percentHalfUp(subtotalPaise, gstRates.igst) },
    ];
  if (state.name === LAB_STATE)
    return [
      { kind: "cgst", percent: gstRates.cgst, paise: percentHalfUp(subtotalPaise, gstRates.cgst) },
      { kind: "sgst", percent: gstRates.sgst, paise: percentHalfUp(subtotalPaise, gstRates.sgst) },
    ];
  return [
    { kind: "igst", percent: gstRates.igst, paise: percentHalfUp(subtotalPaise, gstRates.igst) },
  ];
}

export function quoteOf(rows: readonly QuoteInput[], placeOfSupply?: string): Quote {
  const amounts = rows.map(({ pricePaise, quantity }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`not a quantity: ${quantity}`);
    if (pricePaise === null) return null;
    if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
      throw new RangeError(`not a price in paise: ${pricePaise}`);
    const amount = pricePaise * quantity;
    if (!Number.isSafeInteger(amount)) throw new RangeError("amount too large");
    return amount;
  });
  const subtotalPaise = amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0);
  if (!Number.isSafeInteger(subtotalPaise)) throw new RangeError("subtotal too large");
  const taxes = taxesOf(subtotalPaise, placeOfSupply);
  const gstPaise = taxes.reduce((sum, tax) => sum + tax.paise, 0);
  return {
    amounts,
    subtotalPaise,
    taxes,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
    onRequest: amounts.filter((a) => a === null).length,
  };
}
