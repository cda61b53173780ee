/**
 * npm run bench:backup — the backups at a register's size (issue 50).
 *
 * Makes a throwaway data folder with BENCH_BACKUP_REPORTS reports (default
 * 10,000), each with a PDF of BENCH_BACKUP_PDF_KB kilobytes (default 1024) of
 * random bytes (nothing to compress or deduplicate between them: the hard
 * case), and a local restic repository beside it. Then times:
 *   1. the first backup (everything new) and a restore of it, with the
 *      repository's size;
 *   2. a second backup after 1 % more reports (the rest unchanged: restic
 *      reads the changed database, skips the unchanged files and stores only
 *      what is new) and a restore of that, with the repository's growth.
 * Needs about three times the data's size free in the temporary folder
 * (BENCH_BACKUP_DIR, default the system's): 10,000 x 1 MB is 30 GB.
 *
 *   BENCH_BACKUP_REPORTS=500 npm run bench:backup     a quick look
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { DatabaseSync } from "node:sqlite";
import { openDatabase, transaction } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { restoreSnapshot } from "@/lib/backup/restore";
import { backupSite, initRepository, type BackupResult } from "@/lib/backup/snapshot";
import { storePdfOnDisk } from "./bench/pdfOnDisk";

const REPORTS = Number(process.env.BENCH_BACKUP_REPORTS ?? 10_000);
const PDF_BYTES = Number(process.env.BENCH_BACKUP_PDF_KB ?? 1024) * 1024;
const MORE = Math.max(1, Math.round(REPORTS / 100));

const top = mkdtempSync(join(process.env.BENCH_BACKUP_DIR ?? tmpdir(), "bench-backup-"));
const dataDir = join(top, "data");
const dbPath = join(dataDir, "lab.sqlite");
const passwordFile = join(top, "password");
const repo = { repository: join(top, "repo"), passwordFile, cacheDir: join(top, "cache") };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

let running = 0;
function addReports(db: DatabaseSync, count: number): void {
  const filesDir = join(dataDir, "reports");
  const insertReport = db.prepare(
    `INSERT INTO reports (ulr, token, code, report_number, kind, discipline, grp, customer,
       item_description, standard, issue_date, signatory, created_at, created_by)
     VALUES (?, ?, '1234', ?, 'test-report', 'Electrical', 'Cables', 'A customer', 'A cable',
       'IS 694', '2026-11-01', 'A signatory', '2026-11-01T00:00:00Z', 'bench')`,
  );
  const insertPdf = db.prepare(
    `INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by)
     VALUES (?, 1, ?, ?, '2026-11-01T00:00:00Z', 'bench')`,
  );
  for (let done = 0; done < count; done += 500)
    transaction(db, () => {
      for (let i = done; i < Math.min(count, done + 500); i++) {
        running++;
        const id = insertReport.run(
          `TC0001260${String(running).padStart(8, "0")}F`,
          randomBytes(18).toString("base64url"),
          `R-${running}`,
        ).lastInsertRowid;
        const bytes = randomBytes(PDF_BYTES);
        insertPdf.run(id, storePdfOnDisk(filesDir, bytes), bytes.length);
      }
    });
}

async function timedBackup(db: DatabaseSync): Promise<{ ms: number; result: BackupResult }> {
  const started = performance.now();
  const result = await withStore(db, () =>
    backupSite({
      dbPath,
      repo,
      settings: {},
      root: top,
      siteVersion: "bench",
      forget: false,
    }),
  );
  return { ms: performance.now() - started, result };
}

async function timedRestore(name: string): Promise<number> {
  const started = performance.now();
  const to = join(top, name);
  await restoreSnapshot({ ...repo, cacheDir: undefined }, "latest", to);
  const ms = performance.now() - started;
  rmSync(to, { recursive: true, force: true });
  return ms;
}

async function main(): Promise<void> {
  console.log(
    `bench:backup: ${REPORTS} reports with ${mb(PDF_BYTES)} PDFs in ${top} (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)})`,
  );
  writeFileSync(passwordFile, `${randomBytes(24).toString("base64")}\n`, { mode: 0o600 });
  const db = openDatabase(dbPath);
  let started = performance.now();
  addReports(db, REPORTS);
  console.log(`  data made in ${seconds(performance.now() - started)}: ${mb(sizeOf(dataDir))}`);
  await initRepository(repo);

  const first = await timedBackup(db);
  const firstSize = sizeOf(repo.repository);
  console.log(
    `  first backup:   ${seconds(first.ms)}, ${first.result.files} files, ${mb(first.result.bytes)}; repository ${mb(firstSize)}`,
  );
  console.log(`  first restore:  ${seconds(await timedRestore("restore-1"))}`);

  started = performance.now();
  addReports(db, MORE);
  console.log(
    `  ${MORE} more reports (${mb(MORE * PDF_BYTES)}) in ${seconds(performance.now() - started)}`,
  );
  const second = await timedBackup(db);
  const secondSize = sizeOf(repo.repository);
  console.log(
    `  second backup:  ${seconds(second.ms)}, restic stored ${mb(second.result.addedBytes)} new; repository ${mb(secondSize)} (+${mb(secondSize - firstSize)})`,
  );
  console.log(`  second restore: ${seconds(await timedRestore("restore-2"))}`);
  db.close();
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(top, { recursive: true, force: true }));
