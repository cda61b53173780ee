import sharp, { type Metadata, type OutputInfo } from "sharp";
import { MAX_PHOTO_ASPECT, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, PHOTO_WIDTHS } from "./limits";

export type Encoded = { format: "avif" | "webp"; width: number; height: number; data: Uint8Array };

export type EncodeAnswer =
  | { ok: true; width: number; height: number; files: Encoded[] }
  | { ok: false; problem: "unreadable" | "too-many-pixels" | "too-long" | "too-narrow" };

/** The widths to make of a photo this wide: the standard ones that fit, or its own width alone. */
export function widthsFor(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** What the header promises, judged before a pixel is decoded. */
function sizeProblem({
  width,
  height,
}: {
  width: number;
  height: number;
}): EncodeAnswer | undefined {
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return { ok: false, problem: "too-long" };
  if (width * height > MAX_PHOTO_PIXELS) return { ok: false, problem: "too-many-pixels" };
  if (Math.max(width, height) > MAX_PHOTO_ASPECT * Math.min(width, height))
    return { ok: false, problem: "too-narrow" };
  return undefined;
}

/**
 * Decodes once (turned upright by its EXIF orientation, shrunk to the widest
 * variant), then encodes every width in AVIF and WebP. Nothing of the
 * original's metadata is kept: sharp writes none unless asked (no EXIF, GPS,
 * XMP, IPTC or ICC profile; pixels are converted to sRGB). Runs in the
 * untrusted-work pool (an upload): every failure is an answer, never a throw.
 */
export async function encodePhoto(bytes: Uint8Array): Promise<EncodeAnswer> {
  let meta: Metadata;
  try {
    // The header alone (no pixels decoded), read without the limit to name the problem.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (!meta.width || !meta.height) return { ok: false, problem: "unreadable" };
  const tooBig = sizeProblem({ width: meta.width, height: meta.height });
  if (tooBig) return tooBig;
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const widths = widthsFor(width);
  const widest = Math.max(...widths);

  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" });
    const base: { data: Buffer; info: OutputInfo } = await source
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = base;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const jobs = widths.flatMap((w) =>
      (["avif", "webp"] as const).map(async (format): Promise<Encoded> => {
        let image = sharp(data, raw);
        if (w !== info.width) image = image.resize({ width: w });
        image =
          format === "avif"
            ? image.avif({ quality: 55, effort: 2 })
            : image.webp({ quality: 78, effort: 3 });
        const out = await image.toBuffer({ resolveWithObject: true });
        return {
          format,
          width: out.info.width,
          height: out.info.height,
          data: new Uint8Array(out.data),
        };
      }),
    );
    return {
      ok: true,
      width,
      height: upright ? meta.width : meta.height,
      files: await Promise.all(jobs),
    };
  } catch {
    // The encoder's own refusals ("Processed image is too large for the HEIF format", a truncated file).
    return { ok: false, problem: "unreadable" };
  }
}
