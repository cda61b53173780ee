import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { diskFileStore } from "@/lib/platform/storage";
import { photoById, photoPictureHtml, photosInAlbum, PhotoError, savePhoto } from ".";
import { photoDesk } from "@/content/photos";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { headerOnlyPng } from "../../../scripts/bench/hostileFiles";
import { MAX_PHOTO_ASPECT, MAX_PHOTO_SIDE } from "./limits";
import { hidePhoto } from "./store";

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "photos-"));
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(closeUntrustedPool);

/** A test whose store calls use this test's database (lib/db/store.ts withStore). */
const inDb = (test: () => Promise<void>) => () => withStore(db, test);

const noise = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
  return sharp(data, { raw: { width, height, channels: 3 } });
};

const jpeg = (width: number, height: number) => noise(width, height).jpeg().toBuffer();

const meta = { alt: "The impulse generator in the high voltage hall", album: "high-voltage" };

const save = (bytes: Uint8Array, m: Parameters<typeof savePhoto>[1] = meta) =>
  savePhoto(bytes, m, "content@lab.test", { store: diskFileStore(dir) });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return error as PhotoError;
};

describe("savePhoto", () => {
  it(
    "makes AVIF and WebP at 480, 960 and 1600 px, never wider than the photo, and lists it",
    inDb(async () => {
      const photo = await save(await jpeg(2000, 1500));
      expect(photo.width).toBe(2000);
      expect(photo.height).toBe(1500);
      expect(photo.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
        ["avif@1600", "avif@480", "avif@960", "webp@1600", "webp@480", "webp@960"].sort(),
      );
      for (const v of photo.variants) {
        expect(v.url).toBe(`/photos/${photo.id}-${v.width}.${v.format}`);
        const file = readFileSync(join(dir, `${photo.id}-${v.width}.${v.format}`));
        const info = await sharp(file).metadata();
        expect(info.format).toBe(v.format === "avif" ? "heif" : "webp");
        expect([info.width, info.height]).toEqual([v.width, (v.width * 3) / 4]);
      }
      expect(await photoById(photo.id)).toEqual(photo);
      expect((await photosInAlbum("high-voltage")).map((p) => p.id)).toEqual([photo.id]);

      const small = await save(await jpeg(700, 400));
      expect([...new Set(small.variants.map((v) => v.width))]).toEqual([480]);
      const tiny = await save(await jpeg(300, 200));
      expect([...new Set(tiny.variants.map((v) => v.width))]).toEqual([300]);
    }),
  );

  it(
    "strips GPS and every other metadata",
    inDb(async () => {
      const withGps = await noise(800, 600)
        .withExif({
          IFD0: { Make: "PhonePhone", Copyright: "someone" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 10/1 30/1" },
        })
        .jpeg()
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif?.toString("latin1")).toContain("PhonePhone");
      const photo = await save(withGps);
      for (const name of readdirSync(dir).filter((n) => n.startsWith(photo.id))) {
        const file = readFileSync(join(dir, name));
        const info = await sharp(file).metadata();
        expect(info.exif, name).toBeUndefined();
        expect(info.xmp, name).toBeUndefined();
        expect(info.icc, name).toBeUndefined();
        expect(file.toString("latin1")).not.toContain("PhonePhone");
      }
    }),
  );

  it(
    "turns a photo upright by its EXIF orientation",
    inDb(async () => {
      // Stored 400x300 with orientation 6: the camera was turned; upright it is 300x400.
      const turned = await noise(400, 300).withMetadata({ orientation: 6 }).jpeg().toBuffer();
      const photo = await save(turned);
      expect([photo.width, photo.height]).toEqual([300, 400]);
      const file = readFileSync(join(dir, `${photo.id}-300.webp`));
      const info = await sharp(file).metadata();
      expect([info.width, info.height, info.orientation]).toEqual([300, 400, undefined]);
    }),
  );

  it(
    "takes PNG and WebP, refuses anything else by its bytes, whatever its name",
    inDb(async () => {
      await save(await noise(500, 500).png().toBuffer());
      await save(await noise(500, 500).webp().toBuffer());
      const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
      expect((await refusal(save(pdf))).status).toBe(415);
      const gif = await noise(50, 50).gif().toBuffer();
      expect((await refusal(save(gif))).message).toBe(
        "This file is not a JPEG, PNG or WebP photo.",
      );
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]);
      expect((await refusal(save(broken))).status).toBe(415);
      // Two photos of 500 px: one width each, in two formats; nothing of the refused ones.
      expect(readdirSync(dir)).toHaveLength(4);
    }),
  );

  it(
    "requires alt text, a known album, and keeps to the size limits",
    inDb(async () => {
      const bytes = await jpeg(100, 100);
      expect((await refusal(save(bytes, { ...meta, alt: "   " }))).message).toBe(
        "Describe the photo in the alt text.",
      );
      expect((await refusal(save(bytes, { ...meta, alt: "x".repeat(251) }))).status).toBe(400);
      expect((await refusal(save(bytes, { ...meta, album: "../etc" }))).status).toBe(400);
      expect((await save(bytes, { ...meta, album: "service:cables" })).album).toBe(
        "service:cables",
      );
      expect((await save(bytes, { ...meta, album: "article" })).album).toBe("article");
      expect((await refusal(save(new Uint8Array(15 * 1024 * 1024 + 1)))).status).toBe(413);
      // 8000x8000 = 64 megapixels: more than the decoder is allowed.
      const huge = await sharp({
        create: { width: 8000, height: 8000, channels: 3, background: "#888" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect((await refusal(save(huge))).status).toBe(413);
    }),
  );

  it(
    "refuses a picture too long or too thin in words, never with the encoder's error (finding 5)",
    inDb(async () => {
      const tall = await refusal(save(headerOnlyPng(16, 3_000_000)));
      expect([tall.status, tall.message]).toEqual([413, photoDesk.errors.tooLong(MAX_PHOTO_SIDE)]);
      const strip = await refusal(save(headerOnlyPng(1600, 30_000)));
      expect([strip.status, strip.message]).toEqual([
        413,
        photoDesk.errors.tooLong(MAX_PHOTO_SIDE),
      ]);
      const thin = await refusal(save(await noise(40, 4000).png().toBuffer()));
      expect([thin.status, thin.message]).toEqual([
        415,
        photoDesk.errors.tooNarrow(MAX_PHOTO_ASPECT),
      ]);
      // A phone's panorama (5 to 1) is a photo.
      expect((await save(await jpeg(2500, 500))).width).toBe(2500);
      expect(readdirSync(dir).filter((n) => n.endsWith(".avif"))).toHaveLength(3);
    }),
  );

  it(
    "a hidden photo leaves its album but keeps its row",
    inDb(async () => {
      const a = await save(await jpeg(100, 100));
      const b = await save(await jpeg(100, 100));
      expect((await photosInAlbum("high-voltage")).map((p) => p.id)).toEqual([b.id, a.id]);
      expect(await hidePhoto(b.id)).toBe(true);
      expect((await photosInAlbum("high-voltage")).map((p) => p.id)).toEqual([a.id]);
      expect((await photoById(b.id))?.id).toBe(b.id);
    }),
  );
});

describe("photoPictureHtml", () => {
  it(
    "writes both formats' srcsets, the size and the escaped alt",
    inDb(async () => {
      const photo = await save(await jpeg(1000, 500), {
        ...meta,
        alt: `A "quoted" <b>alt</b> & more`,
      });
      const html = photoPictureHtml(photo, "(min-width: 1024px) 50vw, 100vw");
      expect(html).toContain(
        `<source type="image/avif" srcset="/photos/${photo.id}-480.avif 480w, /photos/${photo.id}-960.avif 960w"`,
      );
      expect(html).toContain(`width="1000" height="500"`);
      expect(html).toContain(`alt="A &quot;quoted&quot; &lt;b&gt;alt&lt;/b&gt; &amp; more"`);
      expect(html).toContain(`src="/photos/${photo.id}-960.webp"`);
      // Where a page names the picture in its own words (an article's Markdown), those words are its alt.
      expect(photoPictureHtml(photo, "100vw", { alt: "Bay 2 <from the door>" })).toContain(
        `alt="Bay 2 &lt;from the door&gt;"`,
      );
    }),
  );
});
