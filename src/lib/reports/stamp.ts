import {
  EncryptedPDFError,
  PDFDocument,
  PDFPage,
  StandardFonts,
  degrees,
  rgb,
} from "@cantoo/pdf-lib";
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
  const frame = uprightFrame(page);
  const side = STAMP_QR_MM * MM;
  const edge = EDGE_MM * MM;
  const u = frame.width - edge - side;
  const v = edge;
  const lines = [registerDesk.stamp.verify, url, registerDesk.stamp.code(code)];
  const textWidth = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, TEXT_SIZE)));
  const pad = 2 * MM;
  page.drawRectangle({
    ...frame.at(u - textWidth - 2 * pad, v),
    width: side + textWidth + 2 * pad,
    height: side,
    color: rgb(1, 1, 1),
  });
  page.drawImage(qr, { ...frame.at(u, v), width: side, height: side });
  const lineHeight = TEXT_SIZE * 1.35;
  const top = v + side / 2 + lineHeight;
  lines.forEach((line, i) =>
    page.drawText(line, {
      ...frame.at(u - pad - font.widthOfTextAtSize(line, TEXT_SIZE), top - i * lineHeight),
      size: TEXT_SIZE,
      font,
      color: rgb(0, 0, 0),
    }),
  );
  return doc.save();
}

/**
 * The page as a reader sees it: its width and height once the page's /Rotate
 * is applied, and where a point (u, v) from its visible bottom-left corner
 * lies in the page's own coordinates, with the rotation that keeps a drawing
 * upright. A scanned or landscape template is often a portrait page turned by
 * /Rotate; without this the stamp landed in another corner, on its side.
 */
function uprightFrame(page: PDFPage) {
  const { x, y, width: w, height: h } = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const place = {
    0: (u: number, v: number) => [x + u, y + v],
    90: (u: number, v: number) => [x + w - v, y + u],
    180: (u: number, v: number) => [x + w - u, y + h - v],
    270: (u: number, v: number) => [x + v, y + h - u],
  }[turn];
  return {
    width: turn % 180 === 0 ? w : h,
    at: (u: number, v: number) => {
      const [px, py] = place(u, v) as [number, number];
      return { x: px, y: py, rotate: degrees(turn) };
    },
  };
}
