/**
 * npm run bench:photos — a 12-megapixel phone photo made ready for the site.
 *
 * Makes a 4000x3000 JPEG of noise (a flat colour compresses and encodes far
 * faster than a real photo; noise is the harder case) carrying EXIF with GPS,
 * then times savePhoto on it (in the untrusted-work pool: sniff, decode, turn upright, AVIF and WebP at
 * 480, 960 and 1600 px, files written, row stored) five times into a
 * throwaway folder and database. Budget: < 3 s (issue 26). Exits 1 when the
 * slowest run misses it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { diskFileStore } from "@/lib/platform/storage";
import { savePhoto } from "@/lib/photos/savePhoto";
import { closeUntrustedPool } from "@/lib/workers/pool";

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;
const BUDGET_MS = 3000;

async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    // Noise over a gradient: detail everywhere, as in a photo of equipment.
    pixels[i] = ((seed >>> 24) >> 1) + (((i / 3) % WIDTH) * 127) / WIDTH;
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 10/1 30/1" },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dir = mkdtempSync(join(tmpdir(), "bench-photos-"));
try {
  const bytes = await phonePhoto();
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  console.log(
    `Photo: ${WIDTH}x${HEIGHT} JPEG, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; ` +
      `${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}`,
  );
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await withStore(db, () =>
      savePhoto(bytes, { alt: "Bench photo", album: "high-voltage" }, "bench", {
        store: diskFileStore(dir),
      }),
    );
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`savePhoto: ${times.map((t) => `${Math.round(t)} ms`).join(", ")}`);
  console.log(
    `median ${Math.round(sorted[Math.floor(RUNS / 2)]!)} ms, slowest ${Math.round(sorted.at(-1)!)} ms (budget ${BUDGET_MS} ms)`,
  );
  if (sorted.at(-1)! >= BUDGET_MS) {
    console.error("Over budget.");
    process.exitCode = 1;
  }
} finally {
  await closeUntrustedPool();
  rmSync(dir, { recursive: true, force: true });
}
