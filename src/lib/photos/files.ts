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
