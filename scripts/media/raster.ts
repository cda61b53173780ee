/**
 * Writes a WebP copy beside every SVG illustration in lib/pictures.ts's
 * rasterFolders (public/images/<folder>/**), at the SVG's own pixel size
 * (at least 800 px wide, for phones' dense screens), and checks that each SVG
 * has its copy. Run it after scripts/media/illustrations.ts redraws an SVG.
 *
 *   npx tsx scripts/media/raster.ts           # write the copies, then check them
 *   npx tsx scripts/media/raster.ts --check   # only check
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { rasterSources } from "./rasterSources";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MIN_WIDTH = 800;

const svgs = rasterSources(path.join(ROOT, "public"));
const copyOf = (svg: string) => svg.replace(/\.svg$/, ".webp");

if (!process.argv.includes("--check")) {
  for (const svg of svgs) {
    const { width = MIN_WIDTH } = await sharp(svg).metadata();
    const density = 72 * Math.max(1, MIN_WIDTH / width);
    await sharp(svg, { density }).webp({ quality: 82, effort: 6 }).toFile(copyOf(svg));
  }
}

const missing = svgs.map(copyOf).filter((copy) => !existsSync(copy));
if (missing.length) {
  console.error(`Missing:\n${missing.join("\n")}`);
  process.exit(1);
}
console.log(`${svgs.length} WebP copies in place.`);
