/**
 * The heading font's stand-in while it loads: Arial (or a font with Arial's
 * metrics) sized and spaced so that a line takes the same room in either face,
 * and nothing moves when Outfit takes over (font-display: swap). One @font-face
 * per heading weight; the numbers come from shaping the site's page headings in
 * both fonts with HarfBuzz, Liberation Sans (Arial's metrics, shipped with
 * pdfjs-dist) standing for Arial.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { pages } from "@/content/pages";
import { site } from "@/content/site";

export const FALLBACK_FAMILY = "Outfit Fallback";

/** Installed names (full and PostScript) of Arial and its metric twins, regular and bold. */
const localNames = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
  bold: [
    "Arial Bold",
    "Arial-BoldMT",
    "Liberation Sans Bold",
    "LiberationSans-Bold",
    "Arimo Bold",
    "Arimo-Bold",
  ],
};

/** The weights headings use; 600 and up stand in with the bold face. */
const weights = [500, 600, 700] as const;

const require = createRequire(import.meta.url);
const standIn = {
  regular: require.resolve("pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf"),
  bold: require.resolve("pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf"),
};

/** The text the widths are compared on: the brand and every page's heading. */
const sample = () => [site.name, ...Object.values(pages).map((p) => p.heading)].join(" ");

const faceOf = (data: Uint8Array) => new hb.Face(new hb.Blob(data));

/** Width of `text` in ems, shaped as a browser would (kerning included). */
function width(face: hb.Face, text: string, wght?: number): number {
  const font = new hb.Font(face);
  if (wght) font.setVariations([new hb.Variation("wght", wght)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0) / face.upem;
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/**
 * @font-face rules for FALLBACK_FAMILY. `outfit` is the heading font as a
 * TrueType (variable) font; its vertical metrics are the typo metrics it tells
 * browsers to use (USE_TYPO_METRICS), equal to its hhea ones.
 */
export async function fallbackFaces(outfit: Uint8Array): Promise<string> {
  const text = sample();
  const main = faceOf(outfit);
  const metrics = new hb.Font(main).hExtents();
  const rules: string[] = [];
  for (const wght of weights) {
    const style = wght >= 600 ? "bold" : "regular";
    const fallback = faceOf(await readFile(standIn[style]));
    const sizeAdjust = width(main, text, wght) / width(fallback, text);
    const em = main.upem * sizeAdjust;
    rules.push(
      [
        "@font-face {",
        `  font-family: "${FALLBACK_FAMILY}";`,
        `  src: ${localNames[style].map((name) => `local("${name}")`).join(", ")};`,
        `  font-weight: ${wght};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  ascent-override: ${percent(metrics.ascender / em)};`,
        `  descent-override: ${percent(-metrics.descender / em)};`,
        `  line-gap-override: ${percent(metrics.lineGap / em)};`,
        "}",
      ].join("\n"),
    );
  }
  return `/* Written by scripts/subset-font.ts (see scripts/font-fallback.ts). */\n${rules.join("\n")}\n`;
}
