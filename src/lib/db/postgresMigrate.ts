import { DatabaseSync } from "node:sqlite";
import type { ClientBase, Pool } from "pg";
import { migrate as migrateSqlite, UnknownSchemaError } from "./migrate";
import { migrations as known, type Migration } from "./migrations";
import { BASELINE_VERSION, EXTENSIONS, baselineSchema } from "./postgresBaseline";
import { copyRows } from "./postgresCopy";

/**
 * Brings a PostgreSQL database up to the newest migration (issue 53), as
 * ../migrate.ts does an SQLite file, from the same list: a new database gets
 * the baseline (migrations 1 to 48 at once) and the rows SQLite's migrations
 * seed; later migrations run their `postgres` SQL. All in one transaction
 * under an advisory lock, so app servers starting together migrate once: the
 * second waits and then finds the work done. A database with a migration
 * this code does not know is refused, as SQLite's is.
 */

/** The advisory lock the migrations hold (any number: this one spells "MIGR"). */
const MIGRATION_LOCK = 0x4d494752;

const RECORD = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

async function recorded(client: ClientBase): Promise<Map<number, string>> {
  const { rows } = await client.query<{ version: string; name: string }>(
    "SELECT version::text AS version, name FROM schema_migrations",
  );
  return new Map(rows.map((r) => [Number(r.version), r.name]));
}

function checkKnown(done: Map<number, string>, where: string, migrations: readonly Migration[]) {
  const newest = migrations.at(-1)?.version ?? 0;
  for (const [version, name] of done) {
    const ours = migrations.find((m) => m.version === version);
    if (!ours)
      throw new UnknownSchemaError(
        `The database ${where} has schema version ${version} (${name}), newer than this code knows (${newest}): run the version of the site that wrote it, or restore a backup made for this one.`,
      );
    if (ours.name !== name)
      throw new UnknownSchemaError(
        `The database ${where} has schema version ${version} as "${name}", this code as "${ours.name}": it was written by another version of the site.`,
      );
  }
}

/** The rows SQLite's migrations 1 to 48 seed, from a fresh database in memory. */
async function seedBaseline(client: ClientBase, migrations: readonly Migration[]) {
  const seeds = new DatabaseSync(":memory:");
  try {
    migrateSqlite(
      seeds,
      ":memory:",
      migrations.filter((m) => m.version <= BASELINE_VERSION),
    );
    await copyRows(seeds, client);
  } finally {
    seeds.close();
  }
}

/**
 * Migrates the database `pool` connects to; answers the versions applied now.
 * `seed: false` leaves a new database without the seed rows (migrate-data
 * copies a lab's own instead).
 */
export async function migratePostgres(
  pool: Pool,
  where: string,
  migrations: readonly Migration[] = known,
  { now = new Date(), seed = true }: { now?: Date; seed?: boolean } = {},
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(RECORD);
    const done = await recorded(client);
    checkKnown(done, where, migrations);
    const applied: number[] = [];
    const record = (m: Migration) =>
      client.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [m.version, m.name, now.toISOString()],
      );
    if (done.size === 0) {
      await client.query(EXTENSIONS);
      await client.query(baselineSchema);
      if (seed) await seedBaseline(client, migrations);
      for (const m of migrations.filter((m) => m.version <= BASELINE_VERSION)) {
        await record(m);
        applied.push(m.version);
      }
    }
    for (const m of migrations) {
      if (m.version <= BASELINE_VERSION || done.has(m.version)) continue;
      if (m.postgres === undefined)
        throw new Error(`Migration ${m.version} (${m.name}) has no PostgreSQL step`);
      if (m.postgres) await client.query(m.postgres);
      await record(m);
      applied.push(m.version);
    }
    await client.query("COMMIT");
    return applied;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
