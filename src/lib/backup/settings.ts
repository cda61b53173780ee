import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resticProblems } from "@/content/backups";
import { projectRoot, resolveDataPath } from "@/lib/db/path";
import { serverEnv } from "@/lib/env/server";
import type { KeyFileSettings } from "./files";
import { ResticError, type Repository } from "./restic";
import { resticCacheDir } from "./snapshot";

/**
 * The backups' settings (lib/env/server.ts: BACKUP_REPOSITORY,
 * BACKUP_PASSWORD_FILE, and the key files' settings), as the server's job and
 * the commands use them: a relative folder or password file is relative to
 * the project's root, as DATABASE_PATH is.
 */

/** Whether the settings name a repository and its password file. */
export const backupsConfigured = (env = serverEnv) =>
  !!env.BACKUP_REPOSITORY && !!env.BACKUP_PASSWORD_FILE;

/** A plain folder (not sftp:, s3:, rest:, …) as a full path. */
const asRepository = (value: string) =>
  /^[a-z][a-z0-9]*:/i.test(value) ? value : resolveDataPath(value);

/** The repository for the database at `dbPath`, or a ResticError saying the settings are missing. */
export function configuredRepository(dbPath: string, env = serverEnv): Repository {
  if (!backupsConfigured(env)) throw new ResticError(resticProblems.notConfigured);
  return {
    repository: asRepository(env.BACKUP_REPOSITORY),
    passwordFile: resolveDataPath(env.BACKUP_PASSWORD_FILE),
    cacheDir: resticCacheDir(dirname(dbPath)),
  };
}

export const keyFileSettings = (env = serverEnv): KeyFileSettings => ({
  SECRETS_KEY_FILE: env.SECRETS_KEY_FILE,
  REPORT_SEAL_P12: env.REPORT_SEAL_P12,
  REPORT_SEAL_PASSWORD_FILE: env.REPORT_SEAL_PASSWORD_FILE,
});

/** package.json's version: the manifest names the site that wrote it. */
export function siteVersion(root = projectRoot()): string {
  return String(
    (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string })
      .version ?? "unknown",
  );
}
