import { within, type FileStore } from "./fileStore";

/**
 * The data folder's folders the store holds (the rest of it, the SQLite
 * database and secrets.key, is no file store's): what a copy of everything
 * copies. nabl-qr/ (NABL's QR code, lib/reports/nablQr.ts) is among them
 * since every app server must stamp with the one uploaded on any.
 */
export const STORED_FOLDERS = [
  "reports",
  "photos",
  "held-uploads",
  "certificates",
  "nabl-qr",
] as const;

export interface CopyCount {
  /** Files written to the target (missing there, or of another size). */
  copied: number;
  /** Files the target held already, at the same size. */
  kept: number;
}

/**
 * Copies every file under `prefix` from one store to another, streamed, under
 * the same keys (the data folder's disk to a bucket, for `migrate-data`).
 * Run again, it writes only what is missing or differs in size, so an
 * interrupted copy is finished by running it once more.
 */
export async function copyFiles(from: FileStore, to: FileStore, prefix = ""): Promise<CopyCount> {
  const there = new Map<string, number>();
  for await (const file of to.list(prefix)) there.set(file.key, file.size);
  const count: CopyCount = { copied: 0, kept: 0 };
  for await (const file of from.list(prefix)) {
    if (there.get(file.key) === file.size) {
      count.kept++;
      continue;
    }
    const source = await from.get(file.key);
    if (!source) continue; // removed since it was listed
    await to.put(file.key, source.body);
    count.copied++;
  }
  return count;
}

/** Every stored folder copied from one store to the other (copyFiles on each), counted together. */
export async function copyStoredFiles(from: FileStore, to: FileStore): Promise<CopyCount> {
  const count: CopyCount = { copied: 0, kept: 0 };
  for (const folder of STORED_FOLDERS) {
    const done = await copyFiles(within(from, folder), within(to, folder));
    count.copied += done.copied;
    count.kept += done.kept;
  }
  return count;
}
