import sharp, { type Metadata, type OutputInfo } from "sharp";
import { MAX_PHOTO_PIXELS, PHOTO_WIDTHS } from "./limits";
import { PhotoError } from "./types";

export type Encoded = { format: "avif" | "webp"; width: number; height: number; data: Buffer };

/** The widths to make of a photo this wide: the standard ones that fit, or its own width alone. */
export function widthsFor(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * Decodes once (turned upright by its EXIF orientation, shrunk to the widest
 * variant), then encodes every width in AVIF and WebP. Nothing of the
 * original's metadata is kept: sharp writes none unless asked (no EXIF, GPS,
 * XMP, IPTC or ICC profile; pixels are converted to sRGB).
 */
export async function encodeVariants(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; files: Encoded[] }> {
  const source = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    // The header alone (no pixels decoded), read without the limit to name the problem.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError(415, "This file could not be read as a picture.");
  }
  if (!meta.width || !meta.height)
    throw new PhotoError(415, "This file could not be read as a picture.");
  if (meta.width * meta.height > MAX_PHOTO_PIXELS)
    throw new PhotoError(413, "This picture has too many pixels (at most 50 megapixels).");
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const widths = widthsFor(width);
  const widest = Math.max(...widths);

  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await source
      .clone()
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoError(415, "This file could not be read as a picture.");
  }
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
      return { format, width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
  return { width, height: upright ? meta.width : meta.height, files: await Promise.all(jobs) };
}
