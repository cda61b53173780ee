/**
 * Render SVGs to PNG for a visual check (uses sharp).
 *
 *   npx tsx tools/media/preview.ts <out-dir> <file.svg>... [--width=N]
 *   npx tsx tools/media/preview.ts --sheet=<out.png> [--cols=N] [--cell=W] <file.svg>...
 *
 * The second form tiles every file into one contact sheet (cells of width W, default 400).
 */
import sharp from "sharp";
import path from "node:path";

const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const files = args.filter((a) => !a.startsWith("--"));

async function render(file: string, width?: number): Promise<Buffer> {
  const native = (await sharp(file).metadata()).width ?? 1;
  const density = 72 * Math.max(1, Math.min(20, (width ?? native) / native));
  let img = sharp(file, { density });
  if (width) img = img.resize({ width });
  return img.flatten({ background: "#888888" }).png().toBuffer();
}

const sheet = opt("sheet");
if (sheet) {
  const cell = Number(opt("cell") ?? 400);
  const cols = Number(opt("cols") ?? 4);
  const bufs = await Promise.all(files.map((f) => render(f, cell)));
  const metas = await Promise.all(bufs.map((b) => sharp(b).metadata()));
  const rowH: number[] = [];
  metas.forEach((m, i) => {
    const r = Math.floor(i / cols);
    rowH[r] = Math.max(rowH[r] ?? 0, m.height ?? 0);
  });
  const gap = 8;
  const top = (r: number) => rowH.slice(0, r).reduce((a, b) => a + b + gap, 0);
  const height = top(rowH.length);
  await sharp({
    create: { width: cols * (cell + gap), height, channels: 3, background: "#333333" },
  })
    .composite(
      bufs.map((input, i) => ({
        input,
        left: (i % cols) * (cell + gap),
        top: top(Math.floor(i / cols)),
      })),
    )
    .png()
    .toFile(sheet);
  console.log(sheet);
} else {
  const outDir = files.shift();
  if (!outDir || files.length === 0) {
    console.error("usage: tsx tools/media/preview.ts <out-dir> <file.svg>... [--width=N]");
    process.exit(1);
  }
  const width = opt("width") ? Number(opt("width")) : undefined;
  for (const file of files) {
    const out = path.join(outDir, path.basename(file).replace(/\.svg$/, ".png"));
    await sharp(await render(file, width)).toFile(out);
    console.log(out);
  }
}
