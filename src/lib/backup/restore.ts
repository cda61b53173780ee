import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { restoreCommand, resticProblems } from "@/content/backups";
import {
  checkAgainstManifest,
  DATABASE_FILE,
  readManifest,
  type Manifest,
  type Mismatch,
} from "./manifest";
import { restic, ResticError, type Repository } from "./restic";
import { SNAPSHOT_HOST, SNAPSHOT_TAG } from "./snapshot";

/**
 * A snapshot restored into a new data folder: DIR/lab.sqlite and the files
 * beside it as the server keeps them, so `DATABASE_PATH=DIR/lab.sqlite npm
 * start` serves it. Never into a folder that holds anything (a live data
 * folder above all); every file checked against the snapshot's manifest.
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

/** The command that serves a restored data folder. */
export const serveCommand = (dir: string) => `DATABASE_PATH=${join(dir, DATABASE_FILE)} npm start`;

export async function restoreSnapshot(
  repo: Repository,
  which: string,
  to: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<RestoreResult> {
  const dir = resolve(to);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new RestoreError(restoreCommand.refusedLive(dir));
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
  const mismatches = await checkAgainstManifest(dir, manifest);
  if (mismatches.length)
    throw new RestoreError(restoreCommand.mismatched(mismatches.length), mismatches);
  return { snapshot: snapshot.id, dir, manifest, command: serveCommand(dir) };
}
