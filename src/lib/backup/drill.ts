import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfPath } from "@/lib/reports/pdfStore";
import { DATA_FOLDERS } from "./files";
import { DATABASE_FILE, hashFile } from "./manifest";
import type { Repository } from "./restic";
import { restoreSnapshot } from "./restore";
import { withStore } from "@/lib/db/store";
import { freshDrillDatabase, restoredStore } from "./postgresDump";
import { inDatabaseFile, samplePdfs } from "./store";

/**
 * The monthly restore drill: the latest snapshot restored into a temporary
 * folder (checked against its manifest by the restore), its database opened
 * read-only, and a sample of the register's PDFs checked against the SHA-256
 * the restored register holds for them. The folder is removed after.
 * On PostgreSQL (`databaseUrl`, issue 53) the dump is restored into a drill
 * database of its own beside the lab's (postgresDump.ts), read there, and
 * dropped after.
 */

/** How many report PDFs the drill checks against the register (all of them when fewer). */
export const DRILL_SAMPLE = 25;

export interface DrillResult {
  snapshot: string;
  files: number;
  bytes: number;
  /** Report PDFs checked against the restored register. */
  sampled: number;
}

export async function restoreDrill(
  repo: Repository,
  {
    timeoutMs,
    sample = DRILL_SAMPLE,
    databaseUrl,
  }: { timeoutMs?: number; sample?: number; databaseUrl?: string | undefined } = {},
): Promise<DrillResult> {
  const parent = mkdtempSync(join(tmpdir(), "lab-restore-drill-"));
  const dir = join(parent, "data");
  const drillDatabase = databaseUrl ? await freshDrillDatabase(databaseUrl) : undefined;
  try {
    const restored = await restoreSnapshot(repo, "latest", dir, {
      timeoutMs,
      databaseUrl: drillDatabase?.url,
    });
    const rows = drillDatabase
      ? await sampleFrom(drillDatabase.url, sample)
      : await inDatabaseFile(join(dir, DATABASE_FILE), { readOnly: true }, () =>
          samplePdfs(sample),
        );
    for (const row of rows) {
      const { sha256 } = await hashFile(pdfPath(join(dir, DATA_FOLDERS.reports), row.sha256)).catch(
        () => ({ sha256: "" }),
      );
      if (sha256 !== row.sha256)
        throw new Error(
          `the restored PDF of ${row.ulr} version ${row.version} does not match its registered SHA-256`,
        );
    }
    const m = restored.manifest;
    return {
      snapshot: restored.snapshot,
      files: m.files.length,
      bytes: m.files.reduce((n, f) => n + f.size, m.database.size),
      sampled: rows.length,
    };
  } finally {
    rmSync(parent, { recursive: true, force: true });
    await drillDatabase?.drop();
  }
}

async function sampleFrom(url: string, sample: number) {
  const store = restoredStore(url);
  try {
    return await withStore(store, () => samplePdfs(sample));
  } finally {
    await store.destroy();
  }
}
