import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { photoDesk } from "@/content/photos";
import { isAlbum } from "./albums";
import { photosDir, variantFileName, variantUrl } from "./files";
import {
  MAX_ALT_CHARS,
  MAX_CAPTION_CHARS,
  MAX_PHOTO_ASPECT,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE,
} from "./limits";
import { detectPhotoKind } from "./sniff";
import { PhotoError, type Photo, type PhotoVariant } from "./types";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import type { EncodeAnswer, Encoded } from "./variants";

export type PhotoMeta = { alt: string; caption?: string; album: string };

type Row = Record<string, unknown>;

const errors = photoDesk.errors;
/** The upload form's file field: what most refusals of an upload are about. */
const FILE = "file";

const toPhoto = (row: Row): Photo => ({
  id: String(row.id),
  alt: String(row.alt),
  caption: String(row.caption ?? ""),
  album: String(row.album),
  width: Number(row.width),
  height: Number(row.height),
  variants: JSON.parse(String(row.variants)) as PhotoVariant[],
  createdAt: String(row.created_at),
});

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
 * stripped), writes them under `dir` and records the photo. The files are
 * written before the row: a row never names a missing file.
 */
export async function savePhoto(
  db: DatabaseSync,
  bytes: Uint8Array,
  meta: PhotoMeta,
  who: string,
  { dir = photosDir(), now = new Date() }: { dir?: string; now?: Date } = {},
): Promise<Photo> {
  const { alt, caption, album } = checkPhotoInput(bytes, meta);
  const { width, height, files } = await encodeVariants(bytes);
  const id = randomBytes(12).toString("base64url");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    for (const file of files) {
      const path = join(dir, variantFileName(id, file));
      writeFileSync(`${path}.part`, file.data, { mode: 0o600, flag: "wx" });
      renameSync(`${path}.part`, path);
      written.push(path);
    }
  } catch (error) {
    for (const path of written) rmSync(path, { force: true });
    throw error;
  }
  const variants: PhotoVariant[] = files.map((f) => ({
    format: f.format,
    width: f.width,
    url: variantUrl(id, f),
  }));
  const createdAt = now.toISOString();
  db.prepare(
    `INSERT INTO photos (id, alt, caption, album, width, height, variants, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, alt, caption, album, width, height, JSON.stringify(variants), createdAt, who);
  return { id, alt, caption, album, width, height, variants, createdAt };
}

/** A photo by its id, hidden or not (an article may still show a photo removed from the gallery). */
export function photoById(db: DatabaseSync, id: string): Photo | undefined {
  const row = db.prepare("SELECT * FROM photos WHERE id = ?").get(id);
  return row ? toPhoto(row) : undefined;
}

/** An album's photos that are not hidden, newest first. */
export function photosInAlbum(db: DatabaseSync, album: string): Photo[] {
  return db
    .prepare(
      "SELECT * FROM photos WHERE album = ? AND hidden_at IS NULL ORDER BY created_at DESC, rowid DESC",
    )
    .all(album)
    .map(toPhoto);
}

/** Takes a photo out of its album's lists; nothing is deleted. True when it was shown until now. */
export function hidePhoto(db: DatabaseSync, id: string, now = new Date()): boolean {
  const result = db
    .prepare("UPDATE photos SET hidden_at = ? WHERE id = ? AND hidden_at IS NULL")
    .run(now.toISOString(), id);
  return Number(result.changes) === 1;
}
