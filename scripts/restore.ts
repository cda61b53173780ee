/**
 * A snapshot of the backups restored into a new data folder (lib/backup/restore.ts):
 * DIR/lab.sqlite and its files, every one checked against the snapshot's
 * manifest; never into a folder that holds anything. Prints the command that
 * serves it. A snapshot of PostgreSQL goes into a new, empty database
 * (--database), its files into DIR and, with FILE_STORE=s3, into that bucket too.
 *
 *   npm run restore -- --snapshot latest --to /var/lib/malwa-electrotest-restored
 *   npm run restore -- --snapshot 1a2b3c4d --to DIR
 *   npm run restore -- --snapshot latest --to DIR --database postgres://lab@db/lab_restored
 */
import { parseArgs } from "node:util";
import { restoreCommand as words } from "@/content/backups";
import { RestoreError, restoreSnapshot } from "@/lib/backup/restore";
import { configuredRepository } from "@/lib/backup/settings";
import { postgresUrl } from "@/lib/db/engine";
import { serverEnv } from "@/lib/env/server";
import { serverFileStore } from "@/lib/platform/storage/server";
import { join, resolve } from "node:path";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      snapshot: { type: "string" },
      to: { type: "string" },
      database: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help || !values.snapshot || !values.to) {
    console.log(words.usage);
    return values.help ? 0 : 1;
  }
  const to = resolve(values.to);
  // No cache in the new folder: it is checked empty first and holds only the snapshot after.
  const repo = { ...configuredRepository(join(to, "lab.sqlite")), cacheDir: undefined };
  if (values.database) postgresUrl({ DATABASE_URL: values.database }); // says what a URL must be
  const restored = await restoreSnapshot(repo, values.snapshot, to, {
    databaseUrl: values.database,
    objectStore: serverEnv.FILES.kind === "s3" ? serverFileStore() : undefined,
  });
  console.log(
    words.restored(restored.snapshot.slice(0, 8), restored.manifest.files.length, restored.dir),
  );
  if (restored.database) console.log(words.restoredDatabase(restored.database));
  if (restored.stored)
    console.log(words.filesToStore(restored.stored.copied, restored.stored.kept));
  if (restored.manifest.settingsFiles.length) {
    console.log(words.keyFiles);
    for (const f of restored.manifest.settingsFiles)
      console.log(`  ${f.setting}=${join(restored.dir, f.path)}`);
  }
  console.log(words.pointServer);
  console.log(`  ${restored.command}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`${words.failed} ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof RestoreError)
      for (const m of error.mismatches) console.error(`  ${m.path}: ${m.problem}`);
    process.exit(1);
  },
);
