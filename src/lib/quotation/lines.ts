import { percentHalfUp, taxesOf, type TaxLine } from "@/lib/request/quote";

/**
 * A formal quotation's lines (issue 51 item 3): what staff priced, each a
 * description, a quantity, a price in paise and a whole-number discount in
 * per cent. A line's amount is price × quantity less its discount (the
 * discount rounded half up to the paisa); the subtotal is the amounts'
 * sum; the taxes follow the place of supply as the quote's do
 * (lib/request/quote.ts); the total is the subtotal plus the taxes.
 */
export interface QuotationLine {
  description: string;
  quantity: number;
  pricePaise: number;
  discountPercent: number;
}

export interface QuotationTotals {
  amounts: number[];
  subtotalPaise: number;
  taxes: TaxLine[];
  totalPaise: number;
}

export function lineAmount(line: QuotationLine): number {
  const { quantity, pricePaise, discountPercent } = line;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`not a quantity: ${quantity}`);
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`not a price in paise: ${pricePaise}`);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100)
    throw new RangeError(`not a discount: ${discountPercent}`);
  const gross = pricePaise * quantity;
  if (!Number.isSafeInteger(gross)) throw new RangeError("amount too large");
  return gross - percentHalfUp(gross, discountPercent);
}

export function quotationTotals(
  lines: readonly QuotationLine[],
  placeOfSupply: string | undefined,
): QuotationTotals {
  const amounts = lines.map(lineAmount);
  const subtotalPaise = amounts.reduce((sum, a) => sum + a, 0);
  if (!Number.isSafeInteger(subtotalPaise)) throw new RangeError("subtotal too large");
  const taxes = taxesOf(subtotalPaise, placeOfSupply);
  return {
    amounts,
    subtotalPaise,
    taxes,
    totalPaise: subtotalPaise + taxes.reduce((sum, t) => sum + t.paise, 0),
  };
}
