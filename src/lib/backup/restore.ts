import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { restoreCommand, resticProblems } from "@/content/backups";
import { shownUrl } from "@/lib/db/engine";
import {
  copyStoredFiles,
  diskFileStore,
  STORED_FOLDERS,
  type FileStore,
} from "@/lib/platform/storage";
import {
  checkAgainstManifest,
  DATABASE_FILE,
  readManifest,
  type Manifest,
  type Mismatch,
} from "./manifest";
import { isEmptyDatabase, restoreDump } from "./postgresDump";
import { restic, ResticError, type Repository } from "./restic";
import { storedMismatches } from "./storedCheck";
import { SNAPSHOT_HOST, SNAPSHOT_TAG } from "./snapshot";

/**
 * A snapshot restored into a new data folder: DIR/lab.sqlite and the files
 * beside it as the server keeps them, so `DATABASE_PATH=DIR/lab.sqlite npm
 * start` serves it. Never into a folder that holds anything (a live data
 * folder above all); every file checked against the snapshot's manifest.
 *
 * A snapshot of PostgreSQL (issue 53) restores its dump into the database
 * `databaseUrl` names, which must hold no tables (never the live one), and,
 * with an `objectStore`, puts the files there too, each read back and checked.
 */

/** A restore refused before anything was written, or one whose files do not match. */
export class RestoreError extends Error {
  constructor(
    message: string,
    readonly mismatches: Mismatch[] = [],
  ) {
    super(message);
    this.name = "RestoreError";
  }
}

export interface RestoreResult {
  /** The snapshot's full id. */
  snapshot: string;
  dir: string;
  manifest: Manifest;
  /** The command that serves the restored folder. */
  command: string;
  /** The database a PostgreSQL snapshot went into (shown without its password). */
  database?: string;
  /** Files put into the object store: written, and there already at the same size. */
  stored?: { copied: number; kept: number };
}

export interface RestoreOptions {
  timeoutMs?: number | undefined;
  /** A new, empty PostgreSQL database: where a snapshot of PostgreSQL goes. */
  databaseUrl?: string | undefined;
  /** The file store the files go into besides the folder (FILE_STORE=s3). */
  objectStore?: FileStore | undefined;
}

interface SnapshotRow {
  id: string;
  short_id: string;
  time: string;
}

/** The snapshot `which` names ("latest" or an id), or a ResticError in words. */
export async function findSnapshot(repo: Repository, which: string): Promise<SnapshotRow> {
  const args =
    which === "latest"
      ? ["snapshots", "--json", "--host", SNAPSHOT_HOST, "--tag", SNAPSHOT_TAG, "--latest", "1"]
      : ["snapshots", "--json", which];
  const { stdout } = await restic(repo, args, { timeoutMs: 10 * 60_000 });
  const rows = JSON.parse(stdout || "[]") as SnapshotRow[];
  const row = rows.sort((a, b) => b.time.localeCompare(a.time))[0];
  if (!row) throw new ResticError(resticProblems.noSnapshot(which));
  return row;
}

/** The command that serves a restored data folder (on PostgreSQL, the folder holds the files). */
export const serveCommand = (dir: string, databaseUrl?: string) =>
  `${databaseUrl ? `DATABASE_URL=${shownUrl(databaseUrl)} ` : ""}DATABASE_PATH=${join(dir, DATABASE_FILE)} npm start`;

export async function restoreSnapshot(
  repo: Repository,
  which: string,
  to: string,
  { timeoutMs, databaseUrl, objectStore }: RestoreOptions = {},
): Promise<RestoreResult> {
  const dir = resolve(to);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new RestoreError(restoreCommand.refusedLive(dir));
  if (databaseUrl && !(await isEmptyDatabase(databaseUrl)))
    throw new RestoreError(restoreCommand.databaseNotEmpty(shownUrl(databaseUrl)));
  const snapshot = await findSnapshot(repo, which);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    await restic(repo, ["restore", snapshot.id, "--target", dir], { timeoutMs });
  } catch (error) {
    // The folder was empty or new: what a failed restore left goes, so it can be tried again.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // A folder whose files do not match is left for a look; the command said which differ.
  const manifest = readManifest(dir);
  const postgres = manifest.engine === "postgres";
  if (postgres !== !!databaseUrl) {
    rmSync(dir, { recursive: true, force: true });
    throw new RestoreError(postgres ? restoreCommand.needsDatabase : restoreCommand.notPostgres);
  }
  const mismatches = await checkAgainstManifest(dir, manifest);
  if (mismatches.length)
    throw new RestoreError(restoreCommand.mismatched(mismatches.length), mismatches);
  const result: RestoreResult = {
    snapshot: snapshot.id,
    dir,
    manifest,
    command: serveCommand(dir, databaseUrl),
  };
  if (databaseUrl) {
    await restoreDump(join(dir, manifest.database.path), databaseUrl);
    result.database = shownUrl(databaseUrl);
  }
  if (objectStore) {
    result.stored = await copyStoredFiles(diskFileStore(dir), objectStore);
    const wrong = await storedMismatches(objectStore, manifest, STORED_FOLDERS);
    if (wrong.length) throw new RestoreError(restoreCommand.mismatched(wrong.length), wrong);
  }
  return result;
}
