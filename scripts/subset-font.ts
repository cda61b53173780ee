/**
 * The heading font, cut down to the characters our headings can use: printable
 * ASCII and the few symbols and punctuation marks our content uses, weights 500-700 (the ones the site
 * sets). From @fontsource-variable/outfit (self-hosted, no request leaves the
 * site); 32 KB becomes about a third of that, so it arrives with the first paint.
 * Also writes the size-adjusted fallback faces that stand in while it loads,
 * and the PDFs' font (lib/pdf/fonts.ts): Noto Sans regular and bold from
 * @expo-google-fonts/noto-sans, cut to PDF_FONT_TEXT (₹ included) as TrueType.
 * Run by `npm run build` (and dev); writes src/styles/generated/ (git-ignored).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { PDF_FONT_FILES, PDF_FONT_TEXT } from "../src/lib/pdf/fonts";
import { fallbackFaces } from "./font-fallback";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2");
const outDir = new URL("../src/styles/generated/", import.meta.url);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
export const SUBSET_TEXT = range(0x20, 0x7e) + "©°±×é‘’“”–—…•₹";

/** CSS unicode-range for these characters, e.g. "U+20-7E, U+A9". */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/**
 * The font as a file, for pages without script (and the desk). Its
 * unicode-range says which characters it has: a heading with one it lacks
 * (tan δ, CO₂) goes straight to the fallback instead of fetching a file that
 * cannot help (it did, on /scope, with the same font already in the page).
 */
const fileFace = (text: string) => `@font-face {
  font-family: "Outfit File";
  src: url("./outfit-subset.woff2") format("woff2");
  font-weight: 500 700;
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(text)};
}
`;

const font = await readFile(source);
const options = { variationAxes: { wght: { min: 500, max: 700 } } };
const subset = await subsetFont(font, SUBSET_TEXT, { ...options, targetFormat: "woff2" });
// HarfBuzz reads TrueType, not WOFF2: the same cut, for measuring.
const measured = await subsetFont(font, SUBSET_TEXT, { ...options, targetFormat: "truetype" });
await mkdir(outDir, { recursive: true });
await writeFile(new URL("outfit-subset.woff2", outDir), subset);
await writeFile(
  new URL("outfit-fallback.css", outDir),
  `${await fallbackFaces(measured)}\n${fileFace(SUBSET_TEXT)}`,
);
const pdfFaces = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;
for (const [face, path] of Object.entries(pdfFaces) as [keyof typeof pdfFaces, string][]) {
  const cut = await subsetFont(await readFile(require.resolve(path)), PDF_FONT_TEXT, {
    targetFormat: "truetype",
  });
  await writeFile(new URL(PDF_FONT_FILES[face], outDir), cut);
  console.log(`PDF font (${face}): ${cut.length} B`);
}
console.log(
  `Heading font: ${font.length} B -> ${subset.length} B, and its fallback (${outDir.pathname})`,
);
