/**
 * Prepares a photo for the site: WebP copies at the widths pages need, turned upright, with the
 * camera's metadata (GPS position included) left out, then prints the picture to paste into a
 * content module.
 *
 *   npx tsx tools/media/photo.ts <photo> <public/images/…/name> [--widths=480,960,1600] [--quality=75]
 *
 * Writes <name>.webp at the largest width (the photo's own when it is narrower) and
 * <name>-<width>.webp for each narrower one. A photo used as it is (a JPEG or WebP file named with
 * its width and height) works too; the copies only make pages lighter on phones.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const [input, out] = args.filter((a) => !a.startsWith("--"));
if (!input || !out) {
  console.error(
    "usage: tsx tools/media/photo.ts <photo> <public/images/…/name> [--widths=480,960,1600] [--quality=75]",
  );
  process.exit(1);
}

const quality = Number(opt("quality") ?? 75);
const wanted = (opt("widths") ?? "480,960,1600")
  .split(",")
  .map(Number)
  .filter((w) => Number.isInteger(w) && w > 0)
  .sort((a, b) => a - b);

// .rotate() with no angle turns the photo upright by its EXIF orientation (sharp writes no metadata).
const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
const widest = Math.min(upright.info.width, wanted.at(-1) ?? upright.info.width);
const narrower = wanted.filter((w) => w < widest);

mkdirSync(path.dirname(out), { recursive: true });
const publicDir = path.resolve("public");
const urlOf = (file: string) => {
  const abs = path.resolve(file);
  return abs.startsWith(publicDir + path.sep)
    ? "/" + path.relative(publicDir, abs).split(path.sep).join("/")
    : file;
};

async function write(width: number, file: string) {
  const info = await sharp(upright.data)
    .resize({ width })
    .webp({ quality, effort: 6 })
    .toFile(file);
  console.error(`${String(info.size).padStart(8)} bytes  ${file}`);
  return { src: urlOf(file), width: info.width, height: info.height };
}

const main = await write(widest, `${out}.webp`);
const copies = [];
for (const width of narrower) copies.push(await write(width, `${out}-${width}.webp`));

const lines = [
  "{",
  `  src: "${main.src}",`,
  `  width: ${main.width},`,
  `  height: ${main.height},`,
  `  alt: "", // what the photo shows, for a screen reader`,
  ...(copies.length
    ? ["  srcset: [", ...copies.map((c) => `    { src: "${c.src}", width: ${c.width} },`), "  ],"]
    : []),
  "}",
];
console.log(lines.join("\n"));
