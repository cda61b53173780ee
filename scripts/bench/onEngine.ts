import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { copyRows } from "@/lib/db/postgresCopy";
import { migratePostgres } from "@/lib/db/postgresMigrate";
import { databaseUrl, startPostgres, type ThrowawayPostgres } from "../postgres/throwaway";

/**
 * The engine a benchmark's server runs on (issue 53): SQLite, as seeded, or
 * with `--postgres` a throwaway PostgreSQL 15 the seeded file is copied into
 * (the copy migrate-data makes, then VACUUM (ANALYZE), as a lab's database
 * would have its statistics and visibility map). The SQLite file's folder stays the server's data folder
 * (DATABASE_PATH): the report PDFs and the secrets key are there.
 */
export const onPostgres = process.argv.includes("--postgres");

export const engineName = onPostgres ? "PostgreSQL 15" : "SQLite";

/**
 * `--seed-only` (with `--postgres`): seed, copy, print the database's URL and
 * leave its PostgreSQL running, without a server or a measure (for EXPLAIN).
 */
export const seedOnly = process.argv.includes("--seed-only");

/** With --seed-only: the seeded database is left running; the bench stops here. */
export function leaveSeeded(record: BenchRecord, dbPath: string): void {
  if (!seedOnly) return;
  console.log(`seeded: DATABASE_PATH=${dbPath} ${record.env.DATABASE_URL ?? ""}`);
  console.log("its PostgreSQL keeps running: stop it with pg_ctl stop -D <its folder>/data");
  process.exit(0);
}

export interface BenchRecord {
  env: Record<string, string>;
  /** A count the server's record answers now (SQL both engines read alike). */
  count(query: string): Promise<number>;
  stop(): void;
}

export async function benchRecord(dbPath: string): Promise<BenchRecord> {
  if (!onPostgres)
    return {
      env: { DATABASE_PATH: dbPath },
      async count(query) {
        const db = new DatabaseSync(dbPath, { readOnly: true });
        try {
          return Number(Object.values(db.prepare(query).get() ?? {})[0]);
        } finally {
          db.close();
        }
      },
      stop: () => undefined,
    };
  const server: ThrowawayPostgres = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const url = databaseUrl(server.url, "bench");
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const started = Date.now();
    await migratePostgres(pool, "bench", undefined, { seed: false });
    const client = await pool.connect();
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      await client.query("BEGIN");
      await copyRows(db, client, { replace: true });
      await client.query("COMMIT");
      // What autovacuum leaves a lab's database with: statistics, and the
      // visibility map index-only scans need (a fresh copy has none).
      await client.query("VACUUM (ANALYZE)");
    } finally {
      db.close();
      client.release();
      await pool.end();
    }
    console.log(`copied into PostgreSQL 15 in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      env: { DATABASE_URL: url, DATABASE_PATH: dbPath },
      async count(query) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return Number(Object.values((await client.query(query)).rows[0] ?? {})[0]);
        } finally {
          await client.end();
        }
      },
      stop: () => server.stop(),
    };
  } catch (error) {
    server.stop();
    throw error;
  }
}
