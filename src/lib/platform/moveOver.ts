import pg from "pg";
import { openDatabase } from "@/lib/db/connection";
import { shownUrl } from "@/lib/db/engine";
import { isCurrent } from "@/lib/db/migrate";
import { migrations } from "@/lib/db/migrations";
import { types } from "@/lib/db/postgresConnect";
import { copyRows, type CopiedTable } from "@/lib/db/postgresCopy";
import { migratePostgres } from "@/lib/db/postgresMigrate";
import { compareRecords, type TableCheck } from "@/lib/db/postgresVerify";
import {
  copyStoredFiles,
  STORED_FOLDERS,
  storedHash,
  within,
  type CopyCount,
  type FileStore,
} from "@/lib/platform/storage";

/**
 * A lab's whole record moved from one machine's SQLite file to PostgreSQL
 * (issue 53, `npm run migrate-data`): the rows in one transaction (written
 * over on a second run, so running it again after an interruption, or after
 * more work on the old server, is safe), checked table by table by count and
 * checksum; then the files (report PDFs, photos, kept imports, certificate
 * drawings, NABL's QR code) to the chosen store, each checked by its SHA-256 on both sides.
 */

export class MoveOverError extends Error {}

export interface MoveOverReport {
  tables: CopiedTable[];
  checks: TableCheck[];
  files: CopyCount;
  filesChecked: number;
  /** Files whose bytes differ on the two sides, or that the target lacks. */
  fileProblems: string[];
  ok: boolean;
}

const sha256Of = async (store: FileStore, key: string) => (await storedHash(store, key))?.sha256;

export async function moveOver({
  from,
  to,
  filesFrom,
  filesTo,
}: {
  from: string;
  to: string;
  filesFrom: FileStore;
  filesTo: FileStore;
}): Promise<MoveOverReport> {
  const db = openDatabase(from, { readOnly: true });
  const pool = new pg.Pool({ connectionString: to, max: 1, types });
  try {
    if (!isCurrent(db, from))
      throw new MoveOverError(
        `${from} is at another schema version than this code: start this version of the site on it once (npm start), stop it, then move it over.`,
      );
    await migratePostgres(pool, shownUrl(to), migrations, { seed: false });
    const client = await pool.connect();
    let tables: CopiedTable[];
    try {
      await client.query("BEGIN");
      tables = await copyRows(db, client, { replace: true });
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      client.release();
      throw error;
    }
    try {
      // The planner's statistics and the visibility map (index-only scans)
      // now, not when autovacuum gets to the copied tables (issue 53).
      await client.query("VACUUM (ANALYZE)");
    } finally {
      client.release();
    }
    const checking = await pool.connect();
    let checks: TableCheck[];
    try {
      checks = await compareRecords(db, checking);
    } finally {
      checking.release();
    }
    const files = await copyStoredFiles(filesFrom, filesTo);
    const fileProblems: string[] = [];
    let filesChecked = 0;
    for (const folder of STORED_FOLDERS) {
      const source = within(filesFrom, folder);
      const target = within(filesTo, folder);
      for await (const file of source.list("")) {
        filesChecked++;
        const [mine, theirs] = [await sha256Of(source, file.key), await sha256Of(target, file.key)];
        if (mine !== undefined && mine !== theirs) fileProblems.push(`${folder}/${file.key}`);
      }
    }
    return {
      tables,
      checks,
      files,
      filesChecked,
      fileProblems,
      ok: checks.every((c) => c.same) && fileProblems.length === 0,
    };
  } finally {
    db.close();
    await pool.end();
  }
}
