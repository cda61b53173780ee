import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where a PDF with this hash lives: one file per content, whatever report holds it. */
export const pdfPath = (filesDir: string, hash: string) =>
  join(filesDir, hash.slice(0, 2), `${hash}.pdf`);

/**
 * Writes a PDF under its SHA-256 (once: the same content is never written
 * twice) and answers the hash; a file no report row names is harmless (no page
 * serves a PDF the register does not list).
 */
export function storePdf(filesDir: string, bytes: Uint8Array): string {
  const hash = createHash("sha256").update(bytes).digest("hex");
  const path = pdfPath(filesDir, hash);
  if (!existsSync(path)) {
    mkdirSync(join(filesDir, hash.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(path, bytes, { mode: 0o600, flag: "wx" });
    chmodSync(path, 0o600);
  }
  return hash;
}

export const readPdf = (filesDir: string, hash: string) => readFileSync(pdfPath(filesDir, hash));
