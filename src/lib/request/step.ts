import { REQUEST_ROWS_FIELD } from "@/content/forms";
import { SAC_CODE, stateByName } from "@/content/gst";
import { requestPage, requestPdf } from "@/content/request";
import type { LeadFile } from "@/lib/leads/leads";
import { attachLeadFile } from "@/lib/leads/store";
import { formatRupees } from "@/lib/scope/money";
import { runUntrusted } from "@/lib/workers/pool";
import { chosenRows } from "./chosen";
import { itemLines, needsNablConsent, quoteOfItems, rowsValueOf, type RequestItem } from "./items";
import { newRequestKey, saveRequestKey } from "./links";
import type { RequestDocument } from "./pdf";
import type { Quote } from "./quote";

/** What the request's `stored` step gets back from `complete`: the rows and quote as read. */
interface Read {
  items: RequestItem[];
  quote: Quote;
  /** The billing state's name: the place of supply. */
  placeOfSupply: string | undefined;
}

/** The posted fields the server writes itself (the rows as read, the consent as needed). */
const OWN_FIELDS = new Set([REQUEST_ROWS_FIELD, "nabl_consent"]);

/** The fields the server adds, first, so staff read the tests and the quote before the rest. */
function quoteFields(read: Read): Record<string, string> {
  const { items, quote, placeOfSupply } = read;
  const state = stateByName(placeOfSupply);
  return {
    [REQUEST_ROWS_FIELD]: rowsValueOf(items),
    tests: itemLines(items, quote).join("\n"),
    quote_subtotal: formatRupees(quote.subtotalPaise),
    ...(state ? { place_of_supply: `${state.name} (${state.code})` } : {}),
    sac: SAC_CODE,
    ...Object.fromEntries(quote.taxes.map((tax) => [`quote_${tax.kind}`, formatRupees(tax.paise)])),
    quote_total: formatRupees(quote.totalPaise),
    ...(quote.onRequest > 0 ? { quote_note: requestPage.quote.excludes(quote.onRequest) } : {}),
  };
}

/**
 * The test request's step in the lead inbox (lib/leads/inbox/handlers.ts
 * FormStep): the rows are read again from the scope with their current prices
 * (what the browser posted is only ids and quantities); a request with no
 * known row, or with a non-accredited row and no consent, is refused with the
 * field's message; the lead keeps the tests, the quote and the consents as
 * fields. Once stored, its PDF becomes the lead's file (so the staff e-mail
 * carries it and the desk offers it) and the customer's key is made.
 */
export function requestStep() {
  return {
    async complete(
      fields: Record<string, unknown>,
    ): Promise<
      | { ok: true; fields: Record<string, unknown>; holdNotification: boolean; context: Read }
      | { ok: false; message: string; fields: Record<string, string> }
    > {
      const { items } = await chosenRows(String(fields[REQUEST_ROWS_FIELD] ?? ""));
      if (items.length === 0)
        return {
          ok: false as const,
          message: `${REQUEST_ROWS_FIELD}: ${requestPage.noRows}`,
          fields: { [REQUEST_ROWS_FIELD]: requestPage.noRows },
        };
      const consentNeeded = needsNablConsent(items);
      if (consentNeeded && fields.nabl_consent !== true)
        return {
          ok: false as const,
          message: `nabl_consent: ${requestPage.consentRequired}`,
          fields: { nabl_consent: requestPage.consentRequired },
        };
      const placeOfSupply =
        typeof fields.billing_state === "string" ? fields.billing_state : undefined;
      const read: Read = { items, quote: quoteOfItems(items, placeOfSupply), placeOfSupply };
      const rest = Object.fromEntries(
        Object.entries(fields).filter(([name]) => !OWN_FIELDS.has(name)),
      );
      return {
        ok: true as const,
        fields: { ...quoteFields(read), ...rest, nabl_consent: consentNeeded },
        holdNotification: true,
        context: read,
      };
    },

    async stored(lead: {
      id: number;
      reference: string;
      createdAt: Date;
      fields: Record<string, unknown>;
      context: unknown;
      client: string;
    }): Promise<Record<string, string>> {
      const read = lead.context as Read;
      const key = newRequestKey();
      let file: LeadFile | undefined;
      try {
        // pdfkit lays out every row on the thread it runs on: a worker's, never the server's.
        const document: RequestDocument = {
          reference: lead.reference,
          createdAt: lead.createdAt,
          fields: lead.fields,
          items: read.items,
          quote: read.quote,
        };
        // The visitor's own work: counted to their share of the visitor lane.
        const bytes = await runUntrusted<Uint8Array>("buildRequestPdf", document, {
          lane: "visitor",
          client: lead.client,
        });
        file = { name: requestPdf.file(lead.reference), type: "application/pdf", bytes };
      } finally {
        try {
          // The key first: it opens nothing until the lead has its file.
          if (file) await saveRequestKey(lead.id, key);
        } finally {
          // Whatever happens to the PDF, the e-mail is no longer held.
          await attachLeadFile(lead.id, file, new Date());
        }
      }
      return { key };
    },
  };
}
