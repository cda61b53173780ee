import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "@/lib/db/path";

/**
 * The font of the PDFs the site makes for customers (a test request's quote,
 * a quotation): Noto Sans, regular and bold, cut at build time by
 * scripts/subset-font.ts to the characters below (₹ among them: PDFKit's own
 * Helvetica has none) and embedded by PDFKit, which keeps only the glyphs a
 * document uses. Written to src/styles/generated/ (git-ignored) by `npm run
 * font`, which the build, dev and the checks run.
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Printable ASCII, Latin-1, Latin Extended-A, the usual punctuation, ₹ and a few signs. */
export const PDF_FONT_TEXT =
  range(0x20, 0x7e) + range(0xa0, 0x17f) + range(0x2010, 0x2027) + "‰′″‹›€₹−×≤≥±Ωμ✓";

const known = new Set(PDF_FONT_TEXT);

/** Text as the embedded font can print it: line breaks kept, any other missing character "?". */
export const pdfFontText = (text: string): string =>
  Array.from(text, (c) => (c === "\n" || known.has(c) ? c : "?")).join("");

export const PDF_FONT_FILES = {
  regular: "noto-sans-pdf-regular.ttf",
  bold: "noto-sans-pdf-bold.ttf",
} as const;

/** The names to give `doc.font(…)` once `registerPdfFonts` has run. */
export const PDF_FONT = { regular: "NotoSans", bold: "NotoSans-Bold" } as const;

let files: { regular: Buffer; bold: Buffer } | undefined;

/** Registers the two faces with a PDFKit document (read once per thread). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  if (!files) {
    const dir = join(projectRoot(), "src", "styles", "generated");
    try {
      files = {
        regular: readFileSync(join(dir, PDF_FONT_FILES.regular)),
        bold: readFileSync(join(dir, PDF_FONT_FILES.bold)),
      };
    } catch (error) {
      throw new Error(`The PDF font is missing from ${dir}: run npm run font`, { cause: error });
    }
  }
  doc.registerFont(PDF_FONT.regular, files.regular);
  doc.registerFont(PDF_FONT.bold, files.bold);
}
