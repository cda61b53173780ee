/**
 * Writes public/favicon.ico (16, 32 and 48 px) and public/apple-touch-icon.png
 * (180 px) from public/icon.svg: browsers ask for /favicon.ico on their own
 * (a desk tab, a bookmark, a PDF viewer), whatever the page's <link>.
 * Run: npx tsx tools/media/favicon.ts (after illustrations.ts redraws icon.svg).
 *
 * The ICO container is written here: it is a 6-byte header and a 16-byte entry
 * per picture in front of PNG data (which every browser since 2008 reads in an
 * ICO), too little to bring in a package for; sharp draws the PNGs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const svg = readFileSync(path.join(ROOT, "public/icon.svg"));

const png = (size: number) =>
  sharp(svg, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

function ico(pictures: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pictures.length, 4);
  let offset = 6 + 16 * pictures.length;
  const entries = pictures.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pictures.map((p) => p.data)]);
}

const sizes = [16, 32, 48];
const pictures = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
writeFileSync(path.join(ROOT, "public/favicon.ico"), ico(pictures));
writeFileSync(path.join(ROOT, "public/apple-touch-icon.png"), await png(180));
console.log("wrote public/favicon.ico and public/apple-touch-icon.png");
