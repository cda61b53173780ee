import { randomBytes } from "node:crypto";
import { photoDesk } from "@/content/photos";
import type { FileStore } from "@/lib/platform/storage";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import { isAlbum } from "./albums";
import { photoFiles, variantUrl, writeVariantFiles } from "./files";
import {
  MAX_ALT_CHARS,
  MAX_CAPTION_CHARS,
  MAX_PHOTO_ASPECT,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
} from "./limits";
import { detectPhotoKind } from "./sniff";
import { addPhoto } from "./store";
import { PhotoError, type Photo, type PhotoVariant } from "./types";
import type { EncodeAnswer, Encoded } from "./variants";

/**
 * An upload made into a site photo: checked, its variants made in the
 * untrusted-work pool, their files written (files.ts), then its row stored
 * (store.ts).
 */

export type PhotoMeta = { alt: string; caption?: string; album: string };

const errors = photoDesk.errors;
/** The upload form's file field: what most refusals of an upload are about. */
const FILE = "file";

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The checks made before any pixel is decoded; throws PhotoError. */
export function checkPhotoInput(bytes: Uint8Array, meta: PhotoMeta) {
  const alt = oneLine(meta.alt ?? "");
  const caption = oneLine(meta.caption ?? "");
  if (!alt) throw new PhotoError(errors.noAlt, { field: "alt" });
  if (alt.length > MAX_ALT_CHARS)
    throw new PhotoError(errors.altTooLong(MAX_ALT_CHARS), { field: "alt" });
  if (caption.length > MAX_CAPTION_CHARS)
    throw new PhotoError(errors.captionTooLong(MAX_CAPTION_CHARS), { field: "caption" });
  if (!isAlbum(meta.album)) throw new PhotoError(errors.noAlbum, { field: "album" });
  if (bytes.byteLength === 0) throw new PhotoError(errors.noFile, { field: FILE });
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    throw new PhotoError(errors.tooLarge, { status: 413, field: FILE });
  if (!detectPhotoKind(bytes)) throw new PhotoError(errors.notPhoto, { status: 415, field: FILE });
  return { alt, caption, album: meta.album };
}

/** The variants, made in the untrusted-work pool; a refusal is a PhotoError in words. */
async function encodeVariants(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; files: Encoded[] }> {
  let answer: EncodeAnswer;
  try {
    answer = await runUntrusted<EncodeAnswer>("encodePhoto", bytes, STAFF_WORK);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    throw new PhotoError(errors.unchecked, {
      status: error.reason === "busy" ? 503 : 422,
      field: FILE,
    });
  }
  if (answer.ok) return answer;
  if (answer.problem === "too-many-pixels")
    throw new PhotoError(errors.tooManyPixels, { status: 413, field: FILE });
  if (answer.problem === "too-long")
    throw new PhotoError(errors.tooLong(MAX_PHOTO_SIDE), { status: 413, field: FILE });
  if (answer.problem === "too-narrow")
    throw new PhotoError(errors.tooNarrow(MAX_PHOTO_ASPECT), { status: 415, field: FILE });
  throw new PhotoError(errors.unreadable, { status: 415, field: FILE });
}

/**
 * Checks an upload, makes its AVIF and WebP variants (upright, metadata
 * stripped), writes them to `store` (the server's photos/) and records the photo. The files are
 * written before the row: a row never names a missing file.
 */
export async function savePhoto(
  bytes: Uint8Array,
  meta: PhotoMeta,
  who: string,
  { store = photoFiles(), now = new Date() }: { store?: FileStore; now?: Date } = {},
): Promise<Photo> {
  const { alt, caption, album } = checkPhotoInput(bytes, meta);
  const { width, height, files } = await encodeVariants(bytes);
  const id = randomBytes(12).toString("base64url");
  await writeVariantFiles(store, id, files);
  const variants: PhotoVariant[] = files.map((f) => ({
    format: f.format,
    width: f.width,
    url: variantUrl(id, f),
  }));
  const photo: Photo = {
    id,
    alt,
    caption,
    album,
    width,
    height,
    variants,
    createdAt: now.toISOString(),
  };
  await addPhoto(photo, who);
  return photo;
}
