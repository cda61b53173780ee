import { storedHash, type FileStore } from "@/lib/platform/storage";
import type { Manifest, Mismatch } from "./manifest";

/**
 * The manifest's files that belong in the file store (`folders`), each read
 * back from it and checked by SHA-256 and size: what a restore into an object
 * store answers for.
 */
export async function storedMismatches(
  store: FileStore,
  manifest: Manifest,
  folders: readonly string[],
): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const file of manifest.files) {
    if (!folders.some((folder) => file.path.startsWith(`${folder}/`))) continue;
    const found = await storedHash(store, file.path);
    if (!found) mismatches.push({ path: file.path, problem: "missing" });
    else if (found.sha256 !== file.sha256 || found.size !== file.size)
      mismatches.push({ path: file.path, problem: "changed" });
  }
  return mismatches;
}
