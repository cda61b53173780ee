import {
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from "@cantoo/pdf-lib";
import { zipSync, type Zippable } from "fflate";
import QRCode from "qrcode";
import { registerDesk } from "@/content/reports";
import { QR_OPTIONS, qrPng, qrSvg } from "./qr";

/** One report's QR code to put in the bundle. */
export interface QrItem {
  /** As staff read it: "ULR-…", or the report number outside the accredited scope. */
  reference: string;
  /** The reference as a file name (referenceFileStem). */
  stem: string;
  /** The verification address the QR holds. */
  url: string;
  /** The 8-character verification code. */
  code: string;
}

export interface QrBundleInput {
  format: "zip" | "labels";
  items: QrItem[];
}

const MM = 72 / 25.4;

/**
 * The A4 label sheet: 3 × 8 labels of 63.5 × 33.9 mm (the common 24-a-sheet
 * layout, Avery L7159 and its equals), 7.2 mm from the left edge, 12.9 mm
 * from the top, 2.5 mm between columns and none between rows. Printed at
 * 100 % ("actual size"), each label's QR is about 21 mm square with its quiet
 * zone, the reference under it in 9 pt bold (smaller, down to 7 pt, for a long
 * report number; two lines beyond that), and the code in 8 pt.
 */
export const LABELS = {
  page: [595.28, 841.89] as const,
  columns: 3,
  rows: 8,
  width: 63.5 * MM,
  height: 33.9 * MM,
  left: 7.2 * MM,
  top: 12.9 * MM,
  pitchX: 66.0 * MM,
  pitchY: 33.9 * MM,
  padding: 1.2 * MM,
  referenceSize: 9,
  minReferenceSize: 7,
  codeSize: 8,
  lineGap: 1.5,
};

/** What the standard PDF font can write: anything else in a report number shows as "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7E]/g, "?");

function referenceLines(font: PDFFont, text: string, width: number) {
  for (let size = LABELS.referenceSize; size >= LABELS.minReferenceSize; size -= 0.5)
    if (font.widthOfTextAtSize(text, size) <= width) return { size, lines: [text] };
  const size = LABELS.minReferenceSize;
  const lines: string[] = [""];
  for (const char of text) {
    const line = lines.at(-1)!;
    if (font.widthOfTextAtSize(line + char, size) > width) lines.push(char);
    else lines[lines.length - 1] = line + char;
  }
  return { size, lines: lines.slice(0, 2) };
}

/** The QR as filled squares (runs of dark modules joined), one path and one fill: sharp at any scale. */
function drawQr(page: PDFPage, url: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const n = modules.size;
  const quiet = QR_OPTIONS.margin;
  const unit = side / (n + 2 * quiet);
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        operators.push(
          rectangle(
            x + (quiet + start) * unit,
            y + side - (quiet + row + 1) * unit,
            (col - start) * unit,
            unit,
          ),
        );
        start = -1;
      }
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}

async function labels(items: QrItem[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(registerDesk.qrCodes.labelsTitle);
  doc.setCreator("Malwa Electrotest register");
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const perPage = LABELS.columns * LABELS.rows;
  const inner = LABELS.width - 2 * LABELS.padding;
  let page: PDFPage | undefined;
  items.forEach((item, i) => {
    if (i % perPage === 0) page = doc.addPage([...LABELS.page]);
    const slot = i % perPage;
    const left = LABELS.left + (slot % LABELS.columns) * LABELS.pitchX;
    const top = LABELS.page[1] - LABELS.top - Math.floor(slot / LABELS.columns) * LABELS.pitchY;
    const bottom = top - LABELS.height + LABELS.padding;
    const reference = referenceLines(bold, printable(item.reference), inner);
    const code = printable(registerDesk.qrCodes.labelCode(item.code));
    const textHeight =
      reference.lines.length * (reference.size + LABELS.lineGap) + LABELS.codeSize + LABELS.lineGap;
    const side = LABELS.height - 2 * LABELS.padding - textHeight;
    drawQr(page!, item.url, left + (LABELS.width - side) / 2, bottom + textHeight, side);
    let baseline = bottom + textHeight - reference.size;
    for (const line of reference.lines) {
      const width = bold.widthOfTextAtSize(line, reference.size);
      page!.drawText(line, {
        x: left + (LABELS.width - width) / 2,
        y: baseline,
        size: reference.size,
        font: bold,
      });
      baseline -= reference.size + LABELS.lineGap;
    }
    const codeWidth = regular.widthOfTextAtSize(code, LABELS.codeSize);
    page!.drawText(code, {
      x: left + (LABELS.width - codeWidth) / 2,
      y: bottom + 0.5,
      size: LABELS.codeSize,
      font: regular,
    });
  });
  return doc.save();
}

async function zip(items: QrItem[]): Promise<Uint8Array> {
  const files: Zippable = {};
  for (const item of items) {
    files[`${item.stem}.svg`] = new TextEncoder().encode(await qrSvg(item.url));
    // A PNG is compressed already: stored as it is.
    files[`${item.stem}.png`] = [new Uint8Array(await qrPng(item.url)), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}

/**
 * The selected reports' QR codes as one file: a zip of SVG and 600 dpi PNG
 * per report, or an A4 PDF of labels. Runs in the worker pool (task
 * `qrBundle`): 200 reports take seconds of CPU, which the server's own pages
 * must not wait behind.
 */
export const qrBundle = ({ format, items }: QrBundleInput): Promise<Uint8Array> =>
  format === "zip" ? zip(items) : labels(items);
