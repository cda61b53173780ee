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
/**
 * Each QR code's printed side, quiet zone included: 26 mm. The lab's code (a
 * version-5 symbol, 37 modules and 4 on each side) is then 21.4 mm across,
 * over NABL's 20 mm, and scans from a phone at arm's length.
 */
export const STAMP_QR_MM = 26;
const EDGE_MM = 8;
const GAP_MM = 3;
const PAD_MM = 2;
/** The lines a person types from: 9 pt, legible at 100 % print. */
export const STAMP_TEXT_PT = 9;
/** The small word over each code. */
const LABEL_PT = 7;
/** A report longer than this is not a draft to stamp (the review sent 100,000 pages). */
export const MAX_STAMP_PAGES = 500;

export interface StampQuestion {
  pdf: Uint8Array;
  /** The lab's QR as a PNG, drawn by the server from its own address (lib/reports/qr.ts). */
  labQrPng: Uint8Array;
  /** NABL's QR (a clean PNG the server wrote, lib/reports/nablQr.ts): accredited reports only. */
  nablQrPng?: Uint8Array;
  /** The words beside the codes, top to bottom: the address, the reference, the code. */
  lines: string[];
}

export type StampAnswer =
  | { ok: true; pdf: Uint8Array }
  | { ok: false; problem: "encrypted" | "unreadable" | "too-many-pages" };

/**
 * A draft PDF with the report's QR codes at the bottom right of page 1 as the
 * reader sees it (NABL's, when given, then the lab's, each labelled) and, to
 * their left, the verification lines in words on a white ground, for report
 * templates without a QR slot. Runs in the untrusted-work pool (the draft is
 * an upload): every failure of the parser is an answer, never a throw.
 */
export async function stampReport({
  pdf,
  labQrPng,
  nablQrPng,
  lines,
}: StampQuestion): Promise<StampAnswer> {
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
    const codes: Code[] = [];
    if (nablQrPng)
      codes.push({ image: await doc.embedPng(nablQrPng), label: registerDesk.stamp.nablLabel });
    codes.push({ image: await doc.embedPng(labQrPng), label: registerDesk.stamp.labLabel });
    draw(page, codes, await doc.embedFont(StandardFonts.Helvetica), lines);
    return { ok: true, pdf: await doc.save() };
  } catch {
    // A page tree that loops (a page its own /Parent), a missing box, a broken object.
    return { ok: false, problem: "unreadable" };
  }
}

type Code = { image: Awaited<ReturnType<PDFDocument["embedPng"]>>; label: string };

/**
 * The stamp, from the right: the codes side by side (26 mm each, 3 mm apart,
 * 8 mm from the page's right and bottom edges), each with its word above it,
 * then the lines, right-aligned and centred on the codes' height.
 */
function draw(
  page: PDFPage,
  codes: Code[],
  font: Awaited<ReturnType<PDFDocument["embedFont"]>>,
  lines: string[],
) {
  const frame = uprightFrame(page);
  const side = STAMP_QR_MM * MM;
  const gap = GAP_MM * MM;
  const pad = PAD_MM * MM;
  const v = EDGE_MM * MM;
  const right = frame.width - EDGE_MM * MM;
  const codesLeft = right - codes.length * side - (codes.length - 1) * gap;
  const labelHeight = LABEL_PT * 1.3;
  const textWidth = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, STAMP_TEXT_PT)));
  const groundLeft = codesLeft - gap - textWidth - pad;
  page.drawRectangle({
    ...frame.at(groundLeft, v - pad),
    width: right + pad - groundLeft,
    height: side + labelHeight + 2 * pad,
    color: rgb(1, 1, 1),
  });
  codes.forEach(({ image, label }, i) => {
    const u = codesLeft + i * (side + gap);
    // NABL's picture keeps its own proportions within the square (a crop may not be exact).
    const scale = Math.min(side / image.width, side / image.height);
    const [w, h] = [image.width * scale, image.height * scale];
    page.drawImage(image, {
      ...frame.at(u + (side - w) / 2, v + (side - h) / 2),
      width: w,
      height: h,
    });
    const labelWidth = font.widthOfTextAtSize(label, LABEL_PT);
    page.drawText(label, {
      ...frame.at(u + (side - labelWidth) / 2, v + side + labelHeight * 0.3),
      size: LABEL_PT,
      font,
      color: rgb(0, 0, 0),
    });
  });
  const lineHeight = STAMP_TEXT_PT * 1.35;
  const top = v + side / 2 + ((lines.length - 1) * lineHeight) / 2 - STAMP_TEXT_PT * 0.35;
  lines.forEach((line, i) =>
    page.drawText(line, {
      ...frame.at(
        codesLeft - gap - font.widthOfTextAtSize(line, STAMP_TEXT_PT),
        top - i * lineHeight,
      ),
      size: STAMP_TEXT_PT,
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
