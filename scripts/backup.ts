/**
 * One backup of the whole site's state (lib/backup): the database and every
 * file it names, with a manifest, as a snapshot in the restic repository
 * BACKUP_REPOSITORY (password in BACKUP_PASSWORD_FILE), then the old
 * snapshots forgotten and pruned by the policy. Safe while the server runs.
 * With DATABASE_URL (PostgreSQL), the database is pg_dump's, and the files
 * come from the store FILE_STORE names.
 * Exits 1 when anything failed, a file the database names missing included.
 *
 *   npm run backup                 the backup (recorded for the desk's start page)
 *   npm run backup -- --init       first setup: make the repository
 *   npm run backup -- --no-forget  keep every snapshot this time
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { backupCommand as words, backupProblems, keptPolicyWords } from "@/content/backups";
import { openCommandStore } from "@/lib/db/command";
import { postgresUrl } from "@/lib/db/engine";
import { serverDatabasePath } from "@/lib/db/server";
import { mailConfigured, recordedBackup } from "@/lib/backup/recorded";
import { ResticError } from "@/lib/backup/restic";
import { configuredRepository } from "@/lib/backup/settings";
import { initRepository, IncompleteBackupError } from "@/lib/backup/snapshot";

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      init: { type: "boolean" },
      "no-forget": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(words.usage);
    return 0;
  }
  const dbPath = serverDatabasePath();
  if (values.init) {
    const repo = configuredRepository(dbPath);
    await initRepository(repo);
    console.log(words.initialised(repo.repository));
    return 0;
  }
  if (!postgresUrl() && !existsSync(dbPath))
    throw new ResticError(backupProblems.databaseMissing(dbPath));
  const record = openCommandStore(dbPath);
  try {
    const started = performance.now();
    const run = await record.within(() =>
      recordedBackup(dbPath, { mail: mailConfigured(), forget: !values["no-forget"] }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (run.result) {
      console.log(
        words.done(
          run.result.snapshot.slice(0, 8),
          run.result.files,
          mb(run.result.bytes),
          seconds,
        ),
      );
      console.log(words.added(mb(run.result.addedBytes)));
      if (!values["no-forget"] && !run.error) console.log(words.kept(keptPolicyWords));
    }
    if (run.error instanceof IncompleteBackupError) {
      console.error(`${words.failed} ${run.error.message}`);
      console.error(words.missing);
      for (const f of [...run.error.result.missing, ...run.error.result.changed])
        console.error(`  ${f.path}  (${f.namedBy})`);
      return 1;
    }
    if (run.error) {
      console.error(`${words.failed} ${run.problem}`);
      return 1;
    }
    return 0;
  } finally {
    await record.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Words, never a stack: restic's errors and ours are said as sentences.
    console.error(`${words.failed} ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
