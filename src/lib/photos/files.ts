import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { serverDatabasePath } from "@/lib/db/server";
import type { PhotoVariant } from "./types";

/** The photos' files live beside the database, in photos/ (as the register's PDFs in reports/). */
export const photosDir = () => join(dirname(serverDatabasePath()), "photos");

/** A photo's id: 16 url-safe characters (96 random bits). */
export const PHOTO_ID = /^[A-Za-z0-9_-]{16}$/;

export const variantFileName = (id: string, v: Pick<PhotoVariant, "format" | "width">) =>
  `${id}-${v.width}.${v.format}`;

export const variantUrl = (id: string, v: Pick<PhotoVariant, "format" | "width">) =>
  `/photos/${variantFileName(id, v)}`;

/** A served file's name, read back: anything else (a dot, a slash, another format) is no photo. */
export function parseVariantFileName(
  name: string,
): { id: string; width: number; format: PhotoVariant["format"] } | undefined {
  const match = /^([A-Za-z0-9_-]{16})-([1-9]\d{0,4})\.(avif|webp)$/.exec(name);
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as PhotoVariant["format"] };
}

/**
 * Writes a new photo's variants under `dir` (each first as a .part file, then
 * renamed, so a file that is there is whole); any already written are removed
 * when one fails.
 */
export function writeVariantFiles(
  dir: string,
  id: string,
  files: readonly (Pick<PhotoVariant, "format" | "width"> & { data: Uint8Array })[],
): void {
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
}
