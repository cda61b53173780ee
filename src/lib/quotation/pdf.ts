import { gstWords } from "@/content/gst";
import { quotationWords as words } from "@/content/quotation";
import { requestPage } from "@/content/request";
import { formatDateIN } from "@/lib/format";
import { PDF_FONT, pdfFontText as text } from "@/lib/pdf/fonts";
import { customerPdf, PDF_COLOURS } from "@/lib/pdf/page";
import type { TaxLine } from "@/lib/request/quote";
import { formatRupees } from "@/lib/scope/money";
import type { QuotationLine } from "./lines";

const { navy: NAVY, grey: GREY, rule: RULE } = PDF_COLOURS;

/** What a quotation's PDF tells: everything the customer's page shows. */
export interface QuotationDocument {
  number: string;
  version: number;
  date: string;
  validUntil: string;
  reference: string;
  billing: { organisation: string; gstin: string; address: string; placeOfSupply: string };
  lines: readonly QuotationLine[];
  amounts: readonly number[];
  subtotalPaise: number;
  taxes: readonly TaxLine[];
  totalPaise: number;
  terms: string;
}

/**
 * A formal quotation as an A4 PDF (pdfkit in Noto Sans, as the request's):
 * the lab, the number and version, date and validity, who it is billed to,
 * the lines with discount and amount, the subtotal, each tax, the total, the
 * SAC and rounding rule, and the terms. Made in a worker thread.
 */
export function buildQuotationPdf(q: QuotationDocument): Promise<Buffer> {
  const title = `${words.title} ${words.numbered(q.number, q.version)}`;
  const { doc, left, width, room, heading, pair, letterhead, finish } = customerPdf({ title });
  letterhead(title);
  pair(words.date, formatDateIN(q.date));
  pair(words.validUntil, formatDateIN(q.validUntil));
  pair(requestPage.title, q.reference);

  heading(gstWords.billing);
  pair(gstWords.billing, q.billing.organisation);
  pair(gstWords.gstin, q.billing.gstin);
  pair("Address", q.billing.address);
  pair(gstWords.placeOfSupply, q.billing.placeOfSupply);

  heading(words.title);
  const c = { qty: 50, price: 80, discount: 60, amount: 85 };
  const descWidth = width - c.qty - c.price - c.discount - c.amount;
  const row = (cells: readonly string[], bold = false) => {
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
    const height = Math.max(12, doc.heightOfString(cells[0] ?? "", { width: descWidth - 8 }));
    room(height + 6);
    const y = doc.y;
    doc.fillColor(bold ? NAVY : GREY);
    doc.text(cells[0] ?? "", left, y, { width: descWidth - 8 });
    let x = left + descWidth;
    for (const [i, w] of [c.qty, c.price, c.discount, c.amount].entries()) {
      doc.text(cells[i + 1] ?? "", x, y, { width: w, align: "right" });
      x += w;
    }
    doc.y = y + height + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  const l = words.lines;
  row([l.description, l.quantity, l.price, l.discount, l.amount], true);
  q.lines.forEach((line, i) =>
    row([
      text(line.description),
      String(line.quantity),
      formatRupees(line.pricePaise),
      `${line.discountPercent} %`,
      formatRupees(q.amounts[i] ?? 0),
    ]),
  );
  const sum = (label: string, paise: number, bold = false) => {
    room(16);
    const y = doc.y + 2;
    doc
      .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(10)
      .fillColor(NAVY);
    doc.text(text(label), left, y, { width: width - c.amount - 10, align: "right" });
    doc.text(formatRupees(paise), left + width - c.amount, y, { width: c.amount, align: "right" });
    doc.y = y + 14;
  };
  const quoteWords = requestPage.quote;
  sum(quoteWords.subtotal, q.subtotalPaise);
  for (const tax of q.taxes) sum(quoteWords.taxes[tax.kind], tax.paise);
  sum(quoteWords.total, q.totalPaise, true);
  doc.moveDown(0.4).font(PDF_FONT.regular).fontSize(9).fillColor(GREY);
  doc.text(text(`${quoteWords.sac}.`), left, doc.y, { width });
  doc.text(text(quoteWords.rounding), { width });
  if (q.terms.trim()) {
    heading(words.terms);
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor(GREY)
      .text(text(q.terms), left, doc.y, { width });
  }
  return finish();
}
