import { requestLineText } from "@/content/request";
import { formatRupees } from "@/lib/scope/money";
import { MAX_QUANTITY, picksValue, type PickedRow } from "@/lib/scope/requestLink";
import { quoteOf, type Quote } from "./quote";

/**
 * A chosen row of a test request as the page and its island show it: what
 * the visitor reads of the scope row, its price and the quantity. Plain data,
 * so the island gets it as props; the server makes it from the database.
 */
export interface RequestItem {
  id: number;
  /** The group and the test ("Cables and cable accessories: Conductor resistance"). */
  test: string;
  method: string;
  accredited: boolean;
  pricePaise: number | null;
  quantity: number;
}

/** A quantity typed in a field: a whole number 1 to 999, or undefined. */
export function quantityOf(value: unknown): number | undefined {
  const text = String(value ?? "").trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_QUANTITY ? n : undefined;
}

/** The `rows` value of the items ("12x1,40x3"). */
export const rowsValueOf = (items: readonly Pick<RequestItem, "id" | "quantity">[]): string =>
  picksValue(items.map(({ id, quantity }): PickedRow => ({ id, quantity })));

export const quoteOfItems = (items: readonly RequestItem[], placeOfSupply?: string): Quote =>
  quoteOf(items, placeOfSupply);

/** Any chosen row outside the accreditation: the request needs the visitor's consent. */
export const needsNablConsent = (items: readonly Pick<RequestItem, "accredited">[]): boolean =>
  items.some((item) => !item.accredited);

/** The rupees of an amount, or null for a row on request. */
export const rupeesOrNull = (paise: number | null): string | null =>
  paise === null ? null : formatRupees(paise);

/** The items as the lines staff read ("2 × Cables…: ₹1,500.00 each, ₹3,000.00"). */
export function itemLines(items: readonly RequestItem[], quote: Quote): string[] {
  return items.map((item, i) =>
    requestLineText({
      quantity: item.quantity,
      test: `${item.test} (${item.method})`,
      accredited: item.accredited,
      each: rupeesOrNull(item.pricePaise),
      amount: rupeesOrNull(quote.amounts[i] ?? null),
    }),
  );
}
