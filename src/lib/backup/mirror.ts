import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "@/lib/platform/storage";
import { ResticError } from "./restic";

/**
 * The object store's files on the backup's own disk (FILE_STORE=s3): each
 * backup fetches only what the mirror lacks, since a stored file's key never
 * gets other bytes (a PDF's key is its SHA-256, a photo's its id and
 * variant), and restic then sees the same file as the night before. A file of
 * another size than the store's is fetched again.
 */

/** The mirror's copy of `key`, fetched (streamed) when missing or of another size. */
export async function fetchedFile(
  store: FileStore,
  mirror: string,
  key: string,
  size: number,
): Promise<string> {
  const path = join(mirror, key);
  if (existsSync(path) && statSync(path).size === size) return path;
  const file = await store.get(key);
  if (!file) throw new ResticError(`${key} went from the file store while it was backed up`);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const part = `${path}.part`;
  await pipeline(file.body, createWriteStream(part, { mode: 0o600 }));
  renameSync(part, path);
  return path;
}

/** Removes the mirror's files that are not among `keep` (keys): a removed photo goes here too. */
export function pruneMirror(mirror: string, keep: string[]): void {
  if (!existsSync(mirror)) return;
  const kept = new Set(keep);
  for (const entry of readdirSync(mirror, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!kept.has(relative(mirror, path))) rmSync(path, { force: true });
  }
}
