import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { backupProblems } from "@/content/backups";
import { withStore } from "@/lib/db/store";
import type { FileStore } from "@/lib/platform/storage";
import { siteFiles, type KeyFileSettings, type SiteFile } from "./files";
import {
  DATABASE_FILE,
  hashFile,
  MANIFEST,
  POSTGRES_DUMP_FILE,
  type Manifest,
  type ManifestFile,
} from "./manifest";
import { fetchedFile, pruneMirror } from "./mirror";
import { inDumpedSnapshot } from "./postgresDump";
import { jsonLines, restic, ResticError, type Repository } from "./restic";
import { copyDatabaseTo, databaseFacts, inDatabaseFile } from "./store";

/**
 * One backup of the whole site's state, while the server runs: the database
 * copied through SQLite's online backup API into a staging folder beside it,
 * every file the copy names linked in beside it (hard links: the files are
 * written once and never changed, so a link is the file as it is now; a copy
 * where the filesystem refuses one), a manifest of them all, and the staging
 * folder sent to the restic repository as one snapshot, deduplicated against
 * the ones before. The old snapshots are then forgotten by the policy (FORGET)
 * and pruned.
 *
 * On PostgreSQL (issue 53) the database is a pg_dump of one exported snapshot,
 * and the files are the ones that snapshot names; files kept in an object
 * store are fetched into a mirror beside the data folder first (only those
 * the mirror lacks: a PDF's or a photo's key never changes its bytes), and
 * linked from there.
 */

/** The retention policy: restic forget's options (content/backups.ts keptPolicyWords says it). */
export const FORGET = [
  "--keep-daily",
  "7",
  "--keep-weekly",
  "8",
  "--keep-monthly",
  "24",
  "--keep-yearly",
  "5",
] as const;

/** Every snapshot of the site carries this host and tag: one lineage whatever machine made it. */
export const SNAPSHOT_HOST = "lab-site";
export const SNAPSHOT_TAG = "site";

/** The staging folder and the lock beside the database; restic's cache too. */
export const stagingDir = (dataDir: string) => join(dataDir, ".backup-staging");
const lockDir = (dataDir: string) => join(dataDir, ".backup-lock");
export const resticCacheDir = (dataDir: string) => join(dataDir, ".restic-cache");
/** The object store's files as the last backup fetched them. */
export const mirrorDir = (dataDir: string) => join(dataDir, ".backup-files");

/** A lock older than this was left by a crash. */
const STALE_LOCK_MS = 12 * 60 * 60_000;

/** A backup of the live database: the store of the work in hand (the server's, or a command's own). */
export interface BackupOptions {
  /** Where that database lies: its data folder holds the files it names. */
  dbPath: string;
  repo: Repository;
  settings: KeyFileSettings;
  /** Where relative settings are resolved (the project's root). */
  root: string;
  /** The PostgreSQL database the store of the work in hand is on (DATABASE_URL), when it is. */
  databaseUrl?: string | undefined;
  /** Where the files are when not on the disk beside the database (FILE_STORE=s3). */
  objectStore?: FileStore | undefined;
  siteVersion: string;
  /** Forget and prune by FORGET after the snapshot (default true). */
  forget?: boolean;
  now?: () => Date;
  timeoutMs?: number;
}

export interface BackupResult {
  snapshot: string;
  /** Files beside the database in the snapshot (the database and manifest not counted). */
  files: number;
  bytes: number;
  /** What restic stored new in the repository (after deduplication and compression). */
  addedBytes: number;
  manifest: Manifest;
  /** Named but absent: the snapshot was made without them, and the backup counts as failed. */
  missing: SiteFile[];
  /** Files whose bytes are not the SHA-256 the register holds. */
  changed: SiteFile[];
}

/** A backup that found problems with the site's files; `result` is the snapshot made anyway. */
export class IncompleteBackupError extends Error {
  constructor(
    message: string,
    readonly result: BackupResult,
  ) {
    super(message);
    this.name = "IncompleteBackupError";
  }
}

function takeLock(dataDir: string, now: Date): () => void {
  const lock = lockDir(dataDir);
  try {
    mkdirSync(lock, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (now.getTime() - statSync(lock).mtimeMs < STALE_LOCK_MS)
      throw new ResticError(backupProblems.busy);
    rmSync(lock, { recursive: true, force: true });
    mkdirSync(lock, { mode: 0o700 });
  }
  return () => rmSync(lock, { recursive: true, force: true });
}

function placeFile(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/** Copies the database and its files into `staging` and writes the manifest there. */
export async function stageSnapshot(
  options: Pick<
    BackupOptions,
    "dbPath" | "settings" | "root" | "siteVersion" | "now" | "databaseUrl" | "objectStore"
  >,
  staging: string,
): Promise<{ manifest: Manifest; missing: SiteFile[]; changed: SiteFile[] }> {
  const now = (options.now ?? (() => new Date()))();
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const named = async () => ({
    found: await siteFiles(options.dbPath, options.settings, options.root, options.objectStore),
    facts: await databaseFacts(),
  });
  const url = options.databaseUrl;
  const copy = join(staging, url ? POSTGRES_DUMP_FILE : DATABASE_FILE);
  let found: Awaited<ReturnType<typeof named>>["found"];
  let facts: Awaited<ReturnType<typeof named>>["facts"];
  if (url) {
    // The dump and the list of its files from one snapshot: a photo removed meanwhile is in both.
    ({ found, facts } = await inDumpedSnapshot(url, async (dump, store) => {
      await dump(copy);
      return withStore(store, named);
    }));
  } else {
    await copyDatabaseTo(copy);
    // The copy stands alone (no -wal or -shm beside it), and says which files belong to it:
    // every file is written before the row naming it.
    ({ found, facts } = await inDatabaseFile(copy, { standalone: true }, named));
  }
  chmodSync(copy, 0o600);
  const dataDir = dirname(options.dbPath);
  const files: ManifestFile[] = [];
  const changed: SiteFile[] = [];
  for (const file of found.present) {
    const target = join(staging, file.path);
    const source =
      file.stored && options.objectStore
        ? await fetchedFile(options.objectStore, mirrorDir(dataDir), file.path, file.stored.size)
        : file.source;
    placeFile(source, target);
    const { sha256, size } = await hashFile(target);
    if (file.registered && file.registered !== sha256) changed.push(file);
    files.push({ path: file.path, sha256, size });
  }
  if (options.objectStore)
    pruneMirror(
      mirrorDir(dataDir),
      found.present.filter((f) => f.stored).map((f) => f.path),
    );
  const manifest: Manifest = {
    format: 1,
    ...(url ? { engine: "postgres" as const } : {}),
    createdAt: now.toISOString(),
    siteVersion: options.siteVersion,
    schemaVersion: facts.schemaVersion,
    counts: { ...facts.counts, files: files.length },
    database: { path: url ? POSTGRES_DUMP_FILE : DATABASE_FILE, ...(await hashFile(copy)) },
    files,
    settingsFiles: found.present.flatMap((f) =>
      f.setting ? [{ setting: f.setting, path: f.path }] : [],
    ),
  };
  writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest), { mode: 0o600 });
  return { manifest, missing: found.missing, changed };
}

/**
 * Backs the site up (see above); throws a ResticError in words when restic
 * fails, and an IncompleteBackupError (after the snapshot is made) when files
 * the database names are missing or changed.
 */
export async function backupSite(options: BackupOptions): Promise<BackupResult> {
  const dataDir = dirname(options.dbPath);
  // On PostgreSQL the data folder may hold nothing yet (the files in a bucket).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = takeLock(dataDir, (options.now ?? (() => new Date()))());
  const staging = stagingDir(dataDir);
  const repo = { cacheDir: resticCacheDir(dataDir), ...options.repo };
  try {
    const { manifest, missing, changed } = await stageSnapshot(options, staging);
    const tags = [SNAPSHOT_TAG, ...(missing.length || changed.length ? ["incomplete"] : [])];
    const run = await restic(
      repo,
      [
        "backup",
        ".",
        "--json",
        "--host",
        SNAPSHOT_HOST,
        ...tags.flatMap((t) => ["--tag", t]),
        // Linked files change their ctime, not their content: size, mtime and inode say it.
        "--ignore-ctime",
      ],
      { cwd: staging, timeoutMs: options.timeoutMs },
    );
    const summary = jsonLines(run.stdout).find((l) => l.message_type === "summary") ?? {};
    const snapshot = String(summary.snapshot_id ?? "");
    const processed = Number(summary.total_files_processed ?? NaN);
    // The database, the manifest and every file: restic took all that was staged.
    if (!snapshot || processed !== manifest.files.length + 2)
      throw new ResticError(
        `restic's snapshot holds ${processed} files where ${manifest.files.length + 2} were staged`,
      );
    if (options.forget !== false)
      await restic(
        repo,
        ["forget", "--host", SNAPSHOT_HOST, "--tag", SNAPSHOT_TAG, ...FORGET, "--prune"],
        { timeoutMs: options.timeoutMs },
      );
    const result: BackupResult = {
      snapshot,
      files: manifest.files.length,
      bytes: manifest.files.reduce((n, f) => n + f.size, manifest.database.size),
      addedBytes: Number(summary.data_added ?? 0),
      manifest,
      missing,
      changed,
    };
    if (missing.length || changed.length)
      throw new IncompleteBackupError(
        [
          missing.length ? backupProblems.missingFiles(missing.length, !!options.objectStore) : "",
          changed.length ? backupProblems.changedFiles(changed.length) : "",
        ]
          .filter(Boolean)
          .join("; "),
        result,
      );
    return result;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Makes a new, empty repository (first setup: npm run backup -- --init). */
export async function initRepository(repo: Repository): Promise<void> {
  await restic(repo, ["init"], { timeoutMs: 5 * 60_000 });
}
