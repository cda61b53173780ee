/**
 * Writes the AVIF copies of every drawing under public/images into public/raster (see
 * src/lib/pictures/drawingCopies.ts for why). Skips copies newer than their drawing.
 *
 *   npm run pictures
 */
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { drawingCopyPath, drawingCopyWidths } from "@/lib/pictures/drawingCopies";

const publicDir = join(import.meta.dirname, "..", "public");

function* drawings(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* drawings(path);
    else if (entry.name.endsWith(".svg")) yield path;
  }
}

const fresh = (out: string, svgTime: number) => {
  try {
    return statSync(out).mtimeMs >= svgTime;
  } catch {
    return false;
  }
};

let written = 0;
for (const file of drawings(join(publicDir, "images"))) {
  const url = "/" + relative(publicDir, file).replaceAll("\\", "/");
  const svgTime = statSync(file).mtimeMs;
  for (const width of drawingCopyWidths) {
    const out = join(publicDir, drawingCopyPath(url, width));
    if (fresh(out, svgTime)) continue;
    mkdirSync(dirname(out), { recursive: true });
    // density: render the vector at the copy's width, not by scaling a 72 dpi bitmap.
    const { width: own = width } = await sharp(file).metadata();
    await sharp(file, { density: Math.min(2400, (72 * width) / own) })
      .resize({ width })
      .avif({ quality: 50, effort: 2 })
      .toFile(out);
    written++;
  }
}
console.log(`pictures: ${written} AVIF copies written`);
