import type { DatabaseSync } from "node:sqlite";
import { migrations as known, type Migration } from "./migrations";

/** A database a newer (or another) version of the site migrated: this code must not touch it. */
export class UnknownSchemaError extends Error {}

const RECORD = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

function recorded(db: DatabaseSync): Map<number, string> {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  if (!table) return new Map();
  const rows = db.prepare("SELECT version, name FROM schema_migrations").all();
  return new Map(rows.map((r) => [Number(r.version), String(r.name)]));
}

/** Refuses a database that has run a migration this code does not have. */
export function checkSchema(
  db: DatabaseSync,
  path: string,
  migrations: readonly Migration[] = known,
): void {
  const newest = migrations.at(-1)?.version ?? 0;
  for (const [version, name] of recorded(db)) {
    const ours = migrations.find((m) => m.version === version);
    if (!ours)
      throw new UnknownSchemaError(
        `The database ${path} has schema version ${version} (${name}), newer than this code knows (${newest}): run the version of the site that wrote it, or restore a backup made for this one.`,
      );
    if (ours.name !== name)
      throw new UnknownSchemaError(
        `The database ${path} has schema version ${version} as "${name}", this code as "${ours.name}": it was written by another version of the site.`,
      );
  }
}

/** Whether the database has run every migration this code has, and none it lacks. */
export function isCurrent(
  db: DatabaseSync,
  path: string,
  migrations: readonly Migration[] = known,
): boolean {
  checkSchema(db, path, migrations);
  return recorded(db).size === migrations.length;
}

/**
 * Brings the database up to the newest migration: those not yet recorded run
 * in order, in one transaction with their records (all or nothing). Foreign
 * keys are off meanwhile (a migration may rebuild a table others refer to) and
 * checked before the commit. Another process migrating at the same moment
 * waits for the write lock and then finds the work done.
 */
export function migrate(
  db: DatabaseSync,
  path: string,
  migrations: readonly Migration[] = known,
  now: Date = new Date(),
): number[] {
  db.exec("PRAGMA foreign_keys=OFF");
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(RECORD);
    checkSchema(db, path, migrations);
    const done = recorded(db);
    const applied: number[] = [];
    const record = db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      if (typeof migration.up === "string") db.exec(migration.up);
      else migration.up(db);
      record.run(migration.version, migration.name, now.toISOString());
      applied.push(migration.version);
    }
    const broken = applied.length > 0 ? db.prepare("PRAGMA foreign_key_check").all() : [];
    if (broken.length > 0)
      throw new Error(`Migrating ${path} broke ${broken.length} foreign key references`);
    db.exec("COMMIT");
    return applied;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.exec("PRAGMA foreign_keys=ON");
  }
}
