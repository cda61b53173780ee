import { within, type FileStore } from "@/lib/platform/storage";
import { serverFileStore } from "@/lib/platform/storage/server";
import type { PhotoVariant } from "./types";

/** The photos' files: the server's files under photos/ (as the register's PDFs under reports/). */
export const photoFiles = () => within(serverFileStore(), "photos");

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
 * Writes a new photo's variants to `store` (each whole or not at all, as the
 * store writes); any already written are removed when one fails.
 */
export async function writeVariantFiles(
  store: FileStore,
  id: string,
  files: readonly (Pick<PhotoVariant, "format" | "width"> & { data: Uint8Array })[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = variantFileName(id, file);
      await store.put(key, file.data);
      written.push(key);
    }
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => {});
    throw error;
  }
}
