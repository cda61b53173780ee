import { fieldLabel, fieldValueText } from "@/content/leadNotification";
import {
  NABL_CONSENT,
  requestPage,
  requestPdf as words,
  requestStaffLabels,
} from "@/content/request";
import { gstWords, stateByName } from "@/content/gst";
import { formatDateIN, formatDateTimeIN } from "@/lib/format";
import { PDF_FONT, pdfFontText } from "@/lib/pdf/fonts";
import { customerPdf, PDF_COLOURS } from "@/lib/pdf/page";
import { formatRupees } from "@/lib/scope/money";
import type { RequestItem } from "./items";
import type { Quote } from "./quote";
import { quoteDatesOf, quoteNumberOf } from "./quoteNumber";

const { navy: NAVY, grey: GREY, rule: RULE } = PDF_COLOURS;

/** What the PDF tells: the lead as stored, with the rows and quote it was stored with. */
export interface RequestDocument {
  reference: string;
  createdAt: Date | string;
  fields: Record<string, unknown>;
  items: readonly RequestItem[];
  quote: Quote;
}

const money = (paise: number | null) =>
  paise === null ? requestPage.quote.onRequest : formatRupees(paise);
const text = pdfFontText;
const REGULAR = PDF_FONT.regular;
const BOLD = PDF_FONT.bold;

/** The fields under each heading, by name, in the order the form asks them. */
const SECTIONS: readonly (readonly [string, readonly string[]])[] = [
  [words.customer, ["company_name", "contact_person", "email", "phone"]],
  [
    words.sample,
    [
      "sample_description",
      "sample_quantity",
      "sample_make",
      "sample_model",
      "sample_rating",
      "sample_delivery",
    ],
  ],
  [words.reporting, ["decision_rule", "nabl_consent", "subcontract"]],
];

/**
 * A test request as an A4 PDF (pdfkit, the brochure's maker, in Noto Sans so
 * ₹ prints): the lab, the quote number, reference, date and validity, who it
 * is billed to (GSTIN, address, place of supply), each test with its
 * quantity, price and amount, the subtotal, the tax lines and total marked
 * indicative with the SAC and the rounding rule, the sample, the decision
 * rule and the consents: everything the page showed. Built once when the request is stored; the
 * same bytes go to the staff e-mail, the desk and the customer.
 */
export function buildRequestPdf(request: RequestDocument): Promise<Buffer> {
  const { doc, left, width, room, heading, pair, letterhead, finish } = customerPdf({
    title: `${words.title} ${quoteNumberOf(request.reference)}`,
  });
  letterhead(words.title);
  const dates = quoteDatesOf(request.createdAt);
  pair(words.quoteNumber, quoteNumberOf(request.reference));
  pair(words.quoteDate, formatDateIN(dates.date));
  pair(words.validUntil, formatDateIN(dates.validUntil));
  pair(words.reference, request.reference);
  pair(words.received, formatDateTimeIN(request.createdAt));

  heading(words.billing);
  const f = request.fields;
  const state = stateByName(f.billing_state);
  const given = (name: string) =>
    typeof f[name] === "string" && f[name] !== "" ? String(f[name]) : undefined;
  const organisation = given("billing_organisation");
  if (organisation) pair(fieldLabel("billing_organisation"), organisation);
  pair(gstWords.gstin, given("billing_gstin") ?? gstWords.notRegistered);
  const address = given("billing_address");
  if (address) pair(fieldLabel("billing_address"), address);
  if (state) pair(gstWords.placeOfSupply, `${state.name} (${state.code})`);

  heading(words.tests);
  const columns = { qty: 56, price: 85, amount: 90 };
  const testWidth = width - columns.qty - columns.price - columns.amount;
  const row = (cells: [string, string, string, string], bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(9);
    const height = Math.max(12, doc.heightOfString(cells[1], { width: testWidth - 8 }));
    room(height + 6);
    const y = doc.y;
    doc.fillColor(bold ? NAVY : GREY);
    doc.text(cells[0], left, y, { width: columns.qty - 6 });
    doc.text(cells[1], left + columns.qty, y, { width: testWidth - 8 });
    doc.text(cells[2], left + columns.qty + testWidth, y, { width: columns.price, align: "right" });
    doc.text(cells[3], left + width - columns.amount, y, { width: columns.amount, align: "right" });
    doc.y = y + height + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  const t = requestPage.tests;
  row([t.quantity, t.test, t.price, t.amount], true);
  request.items.forEach((item, i) =>
    row([
      String(item.quantity),
      text(`${item.test} (${item.method}). ${item.accredited ? t.accredited : t.notAccredited}.`),
      money(item.pricePaise),
      money(request.quote.amounts[i] ?? null),
    ]),
  );
  const q = requestPage.quote;
  const sum = (label: string, paise: number, bold = false) => {
    room(16);
    const y = doc.y + 2;
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor(NAVY);
    doc.text(text(label), left, y, { width: width - columns.amount - 10, align: "right" });
    doc.text(money(paise), left + width - columns.amount, y, {
      width: columns.amount,
      align: "right",
    });
    doc.y = y + 14;
  };
  sum(q.subtotal, request.quote.subtotalPaise);
  for (const tax of request.quote.taxes) sum(q.taxes[tax.kind], tax.paise);
  sum(q.total, request.quote.totalPaise, true);
  doc.moveDown(0.4).font(REGULAR).fontSize(9).fillColor(GREY);
  doc.text(text(`${q.note}.`), left, doc.y, { width });
  if (request.quote.onRequest > 0) doc.text(text(q.excludes(request.quote.onRequest)), { width });
  doc.text(text(`${q.sac}.`), { width });
  doc.text(text(q.rounding), { width });
  doc.text(text(gstWords.validity), { width });

  for (const [title, names] of SECTIONS) {
    heading(title);
    for (const name of names) {
      const value = request.fields[name];
      if (value === undefined || value === "") continue;
      const label =
        name === "nabl_consent"
          ? `${requestStaffLabels.nabl_consent} ("${NABL_CONSENT}")`
          : fieldLabel(name);
      pair(label, fieldValueText(name, value));
    }
  }
  return finish();
}
