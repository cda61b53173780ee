import { createHash } from "node:crypto";
import { join } from "node:path";
import { readWhole, type FileStore } from "@/lib/platform/storage";

/**
 * Where a PDF with this hash is kept in the register's files (the data
 * folder's reports/, lib/reports/server.ts reportFiles): one file per
 * content, whatever report holds it.
 */
export const pdfKey = (hash: string) => `${hash.slice(0, 2)}/${hash}.pdf`;

/** The same place as a path on the disk, under the reports folder (the backup reads it there). */
export const pdfPath = (filesDir: string, hash: string) => join(filesDir, pdfKey(hash));

/**
 * Keeps a PDF under its SHA-256 (once: the same content is never written
 * twice) and answers the hash; a file no report row names is harmless (no page
 * serves a PDF the register does not list).
 */
export async function storePdf(files: FileStore, bytes: Uint8Array): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex");
  if (!(await files.exists(pdfKey(hash)))) await files.put(pdfKey(hash), bytes);
  return hash;
}

/** A kept PDF as a stream with its size, to serve; null when it is missing. */
export const openPdf = (files: FileStore, hash: string) => files.get(pdfKey(hash));

/** A kept PDF whole (to seal it); throws when it is missing, as a register row always names one. */
export async function readPdf(files: FileStore, hash: string): Promise<Uint8Array> {
  const bytes = await readWhole(files, pdfKey(hash));
  if (!bytes) throw new Error(`The register's PDF ${hash} is missing from its files`);
  return bytes;
}
