import { gstWords, QUOTE_VALID_DAYS } from "@/content/gst";
import type { StoredLead } from "@/lib/leads/leads";
import { indiaDateOf } from "@/lib/format";
import { chosenRows } from "@/lib/request/chosen";
import { calendarDaysAfter, quoteNumberOf } from "@/lib/request/quoteNumber";
import { quotationTotals, type QuotationLine } from "./lines";
import type { QuotationDocument } from "./pdf";
import { latestVersion, quotationsOfLead } from "./store";

/** The lines a first quotation starts from: the request's rows at the scope's prices. */
export async function draftLinesOf(lead: StoredLead): Promise<QuotationLine[]> {
  const [latest] = await quotationsOfLead(lead.id);
  if (latest) return latest.lines;
  const { items } = await chosenRows(String(lead.fields.rows ?? ""));
  return items.map((item) => ({
    description: `${item.test} (${item.method})`,
    quantity: item.quantity,
    pricePaise: item.pricePaise ?? 0,
    discountPercent: 0,
  }));
}

/** Who the quotation is billed to, as the request gave it. */
export function billingOf(lead: StoredLead): QuotationDocument["billing"] {
  const f = lead.fields;
  const given = (name: string) => (typeof f[name] === "string" ? String(f[name]) : "");
  return {
    organisation: given("billing_organisation") || given("company_name"),
    gstin: given("billing_gstin") || gstWords.notRegistered,
    address: given("billing_address"),
    placeOfSupply: given("billing_state"),
  };
}

/** The next version's document (its PDF is made from it in a worker). */
export async function nextQuotation(
  lead: StoredLead,
  lines: readonly QuotationLine[],
  terms: string,
  now: Date,
): Promise<QuotationDocument> {
  const version = (await latestVersion(lead.id)) + 1;
  const billing = billingOf(lead);
  const totals = quotationTotals(lines, billing.placeOfSupply);
  const date = indiaDateOf(now);
  return {
    number: quoteNumberOf(lead.reference),
    version,
    date,
    validUntil: calendarDaysAfter(date, QUOTE_VALID_DAYS),
    reference: lead.reference,
    billing,
    lines: [...lines],
    ...totals,
    terms,
  };
}
