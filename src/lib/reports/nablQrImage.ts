import sharp, { type Metadata } from "sharp";
import { detectPhotoKind } from "@/lib/photos/sniff";

/** The largest upload of NABL's QR code: a crop of a certificate is tens of kilobytes. */
export const MAX_NABL_QR_BYTES = 2 * 1024 * 1024;
/** The longest side decoded (16 megapixels at most): a 600 dpi scan of a 5 cm code is 1,200 px. */
export const MAX_NABL_QR_SIDE = 4_000;
/** The shortest side taken: about 4 pixels to a module of a version-5 code, still sharp at 26 mm. */
export const MIN_NABL_QR_SIDE = 150;
/** A QR code is square; a crop with a line of words under it is not much more than this. */
export const MAX_NABL_QR_ASPECT = 1.6;
/** The stored copy's longest side: 1,200 px is over 1,100 dpi at the stamp's 26 mm. */
const STORED_SIDE = 1_200;

export type NablQrProblem =
  "not-image" | "unreadable" | "too-many-pixels" | "too-small" | "not-square";

export type NablQrAnswer =
  | { ok: true; png: Uint8Array; width: number; height: number }
  | { ok: false; problem: NablQrProblem };

/**
 * NABL's QR code as an admin uploaded it, checked and drawn again: a PNG or
 * JPEG by its bytes, its size judged from the header before a pixel is
 * decoded (a 20,000 px decompression bomb is refused there), then decoded
 * within the pixel limit, flattened on white and written as a new PNG with
 * nothing of the original's chunks, metadata or trailing bytes. Runs in the
 * untrusted-work pool (its time limit is lib/fairShare/limits.ts): every
 * failure is an answer, never a throw.
 */
export async function encodeNablQr(bytes: Uint8Array): Promise<NablQrAnswer> {
  const kind = detectPhotoKind(bytes);
  if (kind !== "png" && kind !== "jpeg") return { ok: false, problem: "not-image" };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (meta.format !== kind || !meta.width || !meta.height)
    return { ok: false, problem: "unreadable" };
  const [long, short] = [Math.max(meta.width, meta.height), Math.min(meta.width, meta.height)];
  if (long > MAX_NABL_QR_SIDE) return { ok: false, problem: "too-many-pixels" };
  if (short < MIN_NABL_QR_SIDE) return { ok: false, problem: "too-small" };
  if (long > MAX_NABL_QR_ASPECT * short) return { ok: false, problem: "not-square" };
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_NABL_QR_SIDE * MAX_NABL_QR_SIDE,
      failOn: "error",
    })
      .autoOrient()
      .flatten({ background: "#ffffff" })
      .resize({
        width: STORED_SIDE,
        height: STORED_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, png: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
