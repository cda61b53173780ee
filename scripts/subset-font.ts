/**
 * The heading font, cut down to the characters our headings can use: printable
 * ASCII and the few symbols and punctuation marks our content uses, weights 500-700 (the ones the site
 * sets). From @fontsource-variable/outfit (self-hosted, no request leaves the
 * site); 32 KB becomes about a third of that, so it arrives with the first paint.
 * Run by `npm run build` (and dev); writes src/styles/generated/ (git-ignored).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2");
const out = new URL("../src/styles/generated/outfit-subset.woff2", import.meta.url);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
export const SUBSET_TEXT = range(0x20, 0x7e) + "©°±×é‘’“”–—…•₹";

const font = await readFile(source);
const subset = await subsetFont(font, SUBSET_TEXT, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 500, max: 700 } },
});
await mkdir(new URL(".", out), { recursive: true });
await writeFile(out, subset);
console.log(`Heading font: ${font.length} B -> ${subset.length} B (${out.pathname})`);
