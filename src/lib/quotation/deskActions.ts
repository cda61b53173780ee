import { isLeadReference } from "@/content/forms";
import type { StoredLead } from "@/lib/leads/leads";
import { leadByReference } from "@/lib/leads/store";
import { visitorFileDownload } from "@/lib/desk/http";
import { recordHref, recordIdOf } from "@/lib/platform/convention/recordId";
import type { DeskUser } from "@/lib/desk/roles";
import { runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { parseQuotationForm, postedQuotation } from "./deskForm";
import type { QuotationLine } from "./lines";
import { quotationHref, quotationMails } from "./mail";
import { draftLinesOf, nextQuotation } from "./draft";
import { quotationFile, quotationsOfLead, recordQuotation } from "./store";
import type { StoredQuotation } from "./stored";

export const QUOTATION_DESK_PATH = "/desk/quotation";
/** A version's PDF or PO file on the desk. */
export const quotationFileHref = (reference: string, which: "pdf" | "po", version: number) =>
  recordHref(QUOTATION_DESK_PATH, reference, { [which]: String(version) });

export const quotationDeskHref = (reference: string, sent?: number) =>
  recordHref(QUOTATION_DESK_PATH, reference, sent ? { sent: String(sent) } : {});

/** What the desk's quotation page shows. */
export interface QuotationDeskView {
  status: number;
  lead?: StoredLead;
  email?: string;
  lines: { description: string; quantity: string; price: string; discount: string }[];
  terms: string;
  versions: StoredQuotation[];
  errors: string[];
  /** The version just sent. */
  sent?: number;
  /** The customer's link, shown to staff when e-mail is not set up. */
  handOver?: string;
}

const rupeesText = (paise: number) =>
  `${Math.floor(paise / 100)}${paise % 100 ? `.${String(paise % 100).padStart(2, "0")}` : ""}`;

const shownLines = (lines: readonly QuotationLine[]) =>
  lines.map((l) => ({
    description: l.description,
    quantity: String(l.quantity),
    price: rupeesText(l.pricePaise),
    discount: String(l.discountPercent),
  }));

/**
 * /desk/quotation?id=REQ-…: a test request's quotation. GET shows the lines
 * (the newest version's, or the request's rows at the scope's prices), the
 * terms and every version; POST sends a new version: checked, its PDF made in
 * the staff lane, stored with the customer's key hashed, e-mailed through the
 * outbox, audited; then a redirect that names the version (or, with e-mail off,
 * the page with the link to hand over).
 */
export async function quotationDeskPage(
  url: URL,
  request: Request,
  user: DeskUser,
  now = new Date(),
): Promise<QuotationDeskView | Response> {
  const reference = recordIdOf(url, 40);
  const lead = isLeadReference(reference) ? await leadByReference(reference) : undefined;
  // An unknown reference: 404; another kind of lead: its page says only requests have one.
  if (!lead) return { status: 404, lines: [], terms: "", versions: [], errors: [] };
  if (lead.form !== "request")
    return {
      status: request.method === "POST" ? 400 : 200,
      lines: [],
      terms: "",
      versions: [],
      errors: [],
    };
  const email = typeof lead.fields.email === "string" ? lead.fields.email : undefined;
  const versions = await quotationsOfLead(lead.id);
  const base = { lead, email, versions, errors: [] as string[] };
  const sent = Number(url.searchParams.get("sent")) || undefined;
  // A version's PDF as sent, or the customer's PO file: a download (the PO is the visitor's file).
  for (const which of ["pdf", "po"] as const) {
    const version = Number(url.searchParams.get(which));
    if (request.method !== "POST" && Number.isSafeInteger(version) && version > 0) {
      const file = await quotationFile(lead.id, version, which);
      return file
        ? visitorFileDownload(file.name, file.bytes)
        : new Response("Not found", { status: 404 });
    }
  }
  if (request.method !== "POST")
    return {
      ...base,
      status: 200,
      sent,
      lines: shownLines(await draftLinesOf(lead)),
      terms: versions[0]?.terms ?? "",
    };

  const form = await request.formData();
  const parsed = parseQuotationForm(form);
  if (!parsed.ok || !email) {
    const posted = postedQuotation(form);
    return {
      ...base,
      status: 400,
      errors: parsed.ok ? [] : parsed.errors,
      lines: posted.lines.map((l) => ({
        description: l.description ?? "",
        quantity: l.quantity ?? "1",
        price: l.price ?? "",
        discount: l.discount ?? "0",
      })),
      terms: posted.terms,
    };
  }
  const document = await nextQuotation(lead, parsed.lines, parsed.terms, now);
  const pdf = await runUntrusted<Uint8Array>("buildQuotationPdf", document, STAFF_WORK);
  const mails = quotationMails();
  const { key } = await recordQuotation({
    lead,
    email,
    document,
    pdf,
    by: user.email,
    now,
    mail: mails.state,
  });
  mails.poke();
  if (mails.state === "off")
    return {
      ...base,
      versions: await quotationsOfLead(lead.id),
      status: 200,
      sent: document.version,
      handOver: quotationHref(key),
      lines: shownLines(parsed.lines),
      terms: parsed.terms,
    };
  return Response.redirect(new URL(quotationDeskHref(lead.reference, document.version), url), 303);
}
