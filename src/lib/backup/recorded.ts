import { postgresUrl } from "@/lib/db/engine";
import { projectRoot } from "@/lib/db/path";
import { serverEnv } from "@/lib/env/server";
import { serverFileStore } from "@/lib/platform/storage/server";
import { oneLine } from "@/lib/security/oneLine";
import { restoreDrill, type DrillResult } from "./drill";
import { configuredRepository, keyFileSettings, siteVersion } from "./settings";
import { backupSite, IncompleteBackupError, type BackupResult } from "./snapshot";
import { recordRun } from "./store";

/**
 * A backup or drill as the server's job and `npm run backup` run them: with
 * the settings, of the database at `dbPath` (the store of the work in hand's),
 * recorded in backup_runs whatever happens (a failure in words, its e-mail
 * queued when `mail`).
 */

/** How many missing files a run's recorded problem names (the command prints them all). */
const NAMED = 5;

/** A failure in words for the record and the e-mail: never a stack. */
export function problemOf(error: unknown): string {
  if (error instanceof IncompleteBackupError) {
    const named = [...error.result.missing, ...error.result.changed]
      .slice(0, NAMED)
      .map((f) => `${f.path} (${f.namedBy})`);
    return oneLine(`${error.message}: ${named.join(", ")}`);
  }
  return oneLine(error instanceof Error ? error.message : String(error));
}

export interface Recorded<T> {
  result?: T | undefined;
  problem?: string | undefined;
  error?: unknown;
  runId: number;
}

export async function recordedBackup(
  dbPath: string,
  { mail, now = () => new Date(), forget }: { mail: boolean; now?: () => Date; forget?: boolean },
): Promise<Recorded<BackupResult>> {
  const startedAt = now();
  let result: BackupResult | undefined;
  let error: unknown;
  try {
    result = await backupSite({
      dbPath,
      repo: configuredRepository(dbPath),
      settings: keyFileSettings(),
      root: projectRoot(),
      siteVersion: siteVersion(),
      databaseUrl: postgresUrl(),
      objectStore: serverEnv.FILES.kind === "s3" ? serverFileStore() : undefined,
      forget,
      now,
    });
  } catch (caught) {
    error = caught;
    if (caught instanceof IncompleteBackupError) result = caught.result;
  }
  const problem = error === undefined ? undefined : problemOf(error);
  const runId = await recordRun(
    {
      kind: "backup",
      startedAt,
      finishedAt: now(),
      ok: error === undefined,
      snapshot: result?.snapshot,
      files: result?.files,
      bytes: result?.bytes,
      addedBytes: result?.addedBytes,
      problem,
    },
    { mail },
  );
  return { result, problem, error, runId };
}

export async function recordedDrill(
  dbPath: string,
  { mail, now = () => new Date() }: { mail: boolean; now?: () => Date },
): Promise<Recorded<DrillResult>> {
  const startedAt = now();
  let result: DrillResult | undefined;
  let error: unknown;
  try {
    result = await restoreDrill(configuredRepository(dbPath), { databaseUrl: postgresUrl() });
  } catch (caught) {
    error = caught;
  }
  const problem = error === undefined ? undefined : problemOf(error);
  const runId = await recordRun(
    {
      kind: "drill",
      startedAt,
      finishedAt: now(),
      ok: error === undefined,
      snapshot: result?.snapshot,
      // A drill's count is of the report PDFs it checked against the register.
      files: result?.sampled,
      bytes: result?.bytes,
      problem,
    },
    { mail },
  );
  return { result, problem, error, runId };
}

/** Whether failures can be e-mailed: the site's e-mail is set up. */
export { mailConfigured } from "@/lib/platform/mail/outbox";
