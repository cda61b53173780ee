import { GST_PERCENT } from "@/content/request";

/**
 * The indicative quote of a test request, in whole paise (issue 39; decision
 * record "A test request's quote: integer paise, GST rounded once"): each
 * priced row's price times its quantity, exactly; the subtotal of those; GST
 * at 18 % on the subtotal, rounded once, half up, to the paisa; the total.
 * Rows without a price are "on request" and left out of every sum (the page
 * says the total excludes them). Runs in the browser too: no database here.
 */

export interface QuoteInput {
  /** Price per sample or instrument before GST, in paise; null: on request. */
  pricePaise: number | null;
  quantity: number;
}

export interface Quote {
  /** Each row's amount (price × quantity) in paise, or null when it has no price. */
  amounts: (number | null)[];
  subtotalPaise: number;
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

export function quoteOf(rows: readonly QuoteInput[]): Quote {
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
  const gstPaise = percentHalfUp(subtotalPaise, GST_PERCENT);
  return {
    amounts,
    subtotalPaise,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
    onRequest: amounts.filter((a) => a === null).length,
  };
}
