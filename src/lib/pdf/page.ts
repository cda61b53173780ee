import PDFDocument from "pdfkit";
import { fullAddress, site } from "@/content/site";
import { PDF_FONT, pdfFontText as text, registerPdfFonts } from "./fonts";

/** The customer documents' colours: headings, body text, rules between rows. */
export const PDF_COLOURS = { navy: "#0f2a4a", grey: "#475569", rule: "#cbd5e1" } as const;

/**
 * An A4 document for a customer (a test request's quote, a quotation), set in
 * the embedded Noto Sans, with what every such document writes the same way:
 * the lab's letterhead and title, a heading, a "label: value" line, and a new
 * page when the next block would not fit. `finish()` ends it and gives its bytes.
 */
export function customerPdf(info: { title: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: info.title, Author: site.legalName },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const width = doc.page.width - 100;
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - 60) doc.addPage();
  };
  return {
    doc,
    left,
    width,
    room,
    /** The lab's name and address, then the document's title. */
    letterhead(title: string) {
      doc.font(PDF_FONT.bold).fontSize(20).fillColor(PDF_COLOURS.navy).text(site.name, left, 50);
      doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLOURS.grey);
      doc.text(text(fullAddress), { width });
      doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(16).fillColor(PDF_COLOURS.navy);
      doc.text(text(title));
    },
    heading(value: string) {
      room(60);
      doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(13).fillColor(PDF_COLOURS.navy);
      doc.text(text(value), left, doc.y, { width });
      doc.moveDown(0.3);
    },
    pair(label: string, value: string) {
      room(30);
      doc.font(PDF_FONT.bold).fontSize(10).fillColor(PDF_COLOURS.navy);
      doc.text(`${text(label)}: `, left, doc.y, { continued: true, width });
      doc.font(PDF_FONT.regular).fillColor(PDF_COLOURS.grey).text(text(value), { width });
    },
    finish(): Promise<Buffer> {
      doc.end();
      return done;
    },
  };
}
