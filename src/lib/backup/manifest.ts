import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A snapshot's manifest (manifest.json at its root): what the snapshot holds,
 * every file with its SHA-256 and size, the database's counts of what it
 * keeps, its schema version and the site's version. Written after the copy
 * and checked against it; a restore and the monthly drill check the restored
 * folder against it again.
 */

export const MANIFEST = "manifest.json";
/** The database's name in a snapshot and in a restored data folder. */
export const DATABASE_FILE = "lab.sqlite";
/** On PostgreSQL, the database's dump in a snapshot (pg_dump's custom format). */
export const POSTGRES_DUMP_FILE = "lab.pgdump";

export interface ManifestFile {
  path: string;
  sha256: string;
  size: number;
}

export interface Manifest {
  format: 1;
  /** The engine the database was dumped from: absent for SQLite (every snapshot before issue 53). */
  engine?: "postgres";
  createdAt: string;
  /** package.json's version of the site that wrote it. */
  siteVersion: string;
  /** The database's last migration (schema_migrations). */
  schemaVersion: number;
  /** How many of each record the database holds. */
  counts: Record<string, number>;
  database: ManifestFile;
  files: ManifestFile[];
  /** Files named by a setting and kept outside the data folder: the setting and its path in the snapshot. */
  settingsFiles: { setting: string; path: string }[];
}

/** A file's SHA-256 and size, read as a stream (a PDF of any size). */
export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** The tables a manifest counts (lib/backup/store.ts databaseFacts), and the words of each count. */
export const COUNTED = {
  reports: "reports",
  report_pdfs: "report PDF versions",
  photos: "photos",
  leads: "leads",
  applications: "job applications",
  articles: "articles",
  desk_users: "staff accounts",
  portal_addresses: "customers' addresses",
} as const;

/** One file that does not match: missing, or other bytes. */
export interface Mismatch {
  path: string;
  problem: "missing" | "changed";
}

/**
 * Checks a folder laid out as a snapshot against its manifest: the database and
 * every file there with the manifest's SHA-256 and size. Answers what differs.
 */
export async function checkAgainstManifest(dir: string, manifest: Manifest): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const file of [manifest.database, ...manifest.files]) {
    const path = join(dir, file.path);
    if (!existsSync(path)) {
      mismatches.push({ path: file.path, problem: "missing" });
      continue;
    }
    const found = await hashFile(path);
    if (found.sha256 !== file.sha256 || found.size !== file.size)
      mismatches.push({ path: file.path, problem: "changed" });
  }
  return mismatches;
}

/** The manifest of a folder laid out as a snapshot (a restore, the drill). */
export function readManifest(dir: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as Manifest;
  if (manifest.format !== 1 || !Array.isArray(manifest.files))
    throw new Error(`${join(dir, MANIFEST)} is not a backup manifest`);
  return manifest;
}
