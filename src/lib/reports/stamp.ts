import { EncryptedPDFError, PDFDocument, PDFPage, StandardFonts, rgb } from "@cantoo/pdf-lib";
import { registerDesk } from "@/content/reports";
import { qrPng } from "./qr";
import { RegisterError } from "./register";

const MM = 72 / 25.4;
/** The QR code's printed side, its 4-module quiet zone included: 25 mm scans from a phone at arm's length. */
export const STAMP_QR_MM = 25;
const EDGE_MM = 8;
const TEXT_SIZE = 6.5;

/**
 * A draft PDF with the report's QR code (the 600 dpi PNG) at the bottom right
 * of page 1 and, to its left, the verification link and code on a white
 * ground, for report templates without a QR slot. The caller has checked the
 * bytes (checkReportPdf); the result is a new PDF, nothing is stored.
 */
export async function stampQr(pdf: Uint8Array, url: string, code: string): Promise<Uint8Array> {
  const words = registerDesk.view.errors;
  let doc: PDFDocument;
  let page: PDFPage | undefined;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
    page = doc.getPages()[0];
  } catch (error) {
    throw new RegisterError(
      error instanceof EncryptedPDFError ? words.encrypted : words.unreadable,
    );
  }
  if (!page) throw new RegisterError(words.unreadable);
  const qr = await doc.embedPng(await qrPng(url));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const box = page.getCropBox();
  const side = STAMP_QR_MM * MM;
  const edge = EDGE_MM * MM;
  const x = box.x + box.width - edge - side;
  const y = box.y + edge;
  const lines = [registerDesk.stamp.verify, url, registerDesk.stamp.code(code)];
  const textWidth = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, TEXT_SIZE)));
  const pad = 2 * MM;
  page.drawRectangle({
    x: x - textWidth - 2 * pad,
    y,
    width: side + textWidth + 2 * pad,
    height: side,
    color: rgb(1, 1, 1),
  });
  page.drawImage(qr, { x, y, width: side, height: side });
  const lineHeight = TEXT_SIZE * 1.35;
  const top = y + side / 2 + lineHeight;
  lines.forEach((line, i) =>
    page.drawText(line, {
      x: x - pad - font.widthOfTextAtSize(line, TEXT_SIZE),
      y: top - i * lineHeight,
      size: TEXT_SIZE,
      font,
      color: rgb(0, 0, 0),
    }),
  );
  return doc.save();
}
