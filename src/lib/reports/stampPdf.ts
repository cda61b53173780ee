import {
  EncryptedPDFError,
  PDFDocument,
  PDFPage,
  StandardFonts,
  degrees,
  rgb,
} from "@cantoo/pdf-lib";
import { registerDesk } from "@/content/reports";

const MM = 72 / 25.4;
/** The QR code's printed side, its 4-module quiet zone included: 25 mm scans from a phone at arm's length. */
export const STAMP_QR_MM = 25;
const EDGE_MM = 8;
const TEXT_SIZE = 6.5;
/** A report longer than this is not a draft to stamp (the review sent 100,000 pages). */
export const MAX_STAMP_PAGES = 500;

export interface StampQuestion {
  pdf: Uint8Array;
  /** The QR as a PNG, drawn by the server from its own address (lib/reports/qr.ts). */
  qrPng: Uint8Array;
  url: string;
  code: string;
}

export type StampAnswer =
  | { ok: true; pdf: Uint8Array }
  | { ok: false; problem: "encrypted" | "unreadable" | "too-many-pages" };

/**
 * A draft PDF with the report's QR code at the bottom right of page 1 and,
 * to its left, the verification link and code on a white ground, for report
 * templates without a QR slot. Runs in the untrusted-work pool (the draft is
 * an upload): every failure of the parser is an answer, never a throw.
 */
export async function stampReport({ pdf, qrPng, url, code }: StampQuestion): Promise<StampAnswer> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    return { ok: false, problem: error instanceof EncryptedPDFError ? "encrypted" : "unreadable" };
  }
  try {
    const count = doc.catalog.Pages().Count().asNumber();
    if (count > MAX_STAMP_PAGES) return { ok: false, problem: "too-many-pages" };
    const page = doc.getPages()[0];
    if (!page) return { ok: false, problem: "unreadable" };
    draw(page, await doc.embedPng(qrPng), await doc.embedFont(StandardFonts.Helvetica), url, code);
    return { ok: true, pdf: await doc.save() };
  } catch {
    // A page tree that loops (a page its own /Parent), a missing box, a broken object.
    return { ok: false, problem: "unreadable" };
  }
}

function draw(
  page: PDFPage,
  qr: Awaited<ReturnType<PDFDocument["embedPng"]>>,
  font: Awaited<ReturnType<PDFDocument["embedFont"]>>,
  url: string,
  code: string,
) {
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
