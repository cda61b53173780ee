import { backup, DatabaseSync } from "node:sqlite";
import { sql, type Selectable } from "kysely";
import { currentConnection, currentEngine, currentStore, withStore } from "@/lib/db/store";
import type { BackupRunsTable } from "@/lib/db/tables.generated";
import { outboxColumns, outboxTable, pendingOutboxRow } from "@/lib/platform/outbox/store";
import { COUNTED } from "./manifest";
import type { BackupRun, NewRun, RunKind } from "./runs";

/**
 * The backups' SQL: the record of every backup and drill (backup_runs,
 * migration 0039) with its failure e-mail's outbox columns, the database's
 * own copy for a snapshot, and what a copy of it names (the register's PDF
 * versions, the photos' variants) and counts.
 */

const toRun = (row: Selectable<BackupRunsTable>): BackupRun => ({
  id: row.id,
  kind: row.kind as RunKind,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: row.ok === 1,
  snapshot: row.snapshot,
  files: row.files,
  bytes: row.bytes,
  addedBytes: row.added_bytes,
  problem: row.problem,
});

/** Records a run; a failed one's e-mail is queued when `mail` (e-mail set up). Answers its id. */
export async function recordRun(run: NewRun, { mail }: { mail: boolean }): Promise<number> {
  const queued = !run.ok && mail;
  const row = await currentStore()
    .insertInto("backup_runs")
    .values({
      kind: run.kind,
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt.toISOString(),
      ok: run.ok ? 1 : 0,
      snapshot: run.snapshot ?? null,
      files: run.files ?? null,
      bytes: run.bytes ?? null,
      added_bytes: run.addedBytes ?? null,
      problem: run.problem?.slice(0, 2000) ?? null,
      ...(queued ? pendingOutboxRow(run.finishedAt) : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const newestOf = (kind: RunKind) =>
  currentStore()
    .selectFrom("backup_runs")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1);

/** The newest run of a kind (good or not), and the newest good one. */
export async function lastRuns(
  kind: RunKind,
): Promise<{ last?: BackupRun | undefined; lastGood?: BackupRun | undefined }> {
  const last = await newestOf(kind).executeTakeFirst();
  const lastGood = await newestOf(kind).where("ok", "=", 1).executeTakeFirst();
  return { last: last && toRun(last), lastGood: lastGood && toRun(lastGood) };
}

/** A run by id (the failure e-mail's record). */
export async function runById(id: number): Promise<BackupRun | undefined> {
  const row = await currentStore()
    .selectFrom("backup_runs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRun(row);
}

/** Runs of a kind started since `since` (the job's attempts of the day, the drill's of the month). */
export async function runsSince(kind: RunKind, since: Date): Promise<BackupRun[]> {
  const rows = await currentStore()
    .selectFrom("backup_runs")
    .selectAll()
    .where("kind", "=", kind)
    .where("started_at", ">=", since.toISOString())
    .orderBy("started_at")
    .execute();
  return rows.map(toRun);
}

/** The administrators' addresses: whom a failure is e-mailed to. */
export async function administratorEmails(): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("desk_user_roles")
    .select("email")
    .where("role", "=", "admin")
    .orderBy("email")
    .execute();
  return rows.map((row) => row.email);
}

/** The failure e-mails' outbox: the run's own row, pending until the SMTP server takes it. */
export const failureMailOutbox = outboxTable(outboxColumns("backup_runs"));

/**
 * Copies the database of the work in hand to `path` through SQLite's online
 * backup API, on its own connection. The copy holds that connection as the
 * store's queries and transactions do: SQLite refuses to copy from a
 * connection in the middle of a write, and another request's transaction
 * stays open across its awaits. Queries meanwhile wait for the copy (about
 * 0.4 s for 100 MB).
 */
export async function copyDatabaseTo(path: string): Promise<void> {
  const db = currentConnection();
  await currentStore()
    .connection()
    .execute(() => backup(db, path));
}

/**
 * Runs `task` against the database file at `path` (a snapshot's copy, a
 * restored folder's), then closes it. `standalone` makes it one file (no -wal
 * or -shm beside it) before anything is read.
 */
export async function inDatabaseFile<T>(
  path: string,
  { readOnly = false, standalone = false }: { readOnly?: boolean; standalone?: boolean },
  task: () => Promise<T>,
): Promise<T> {
  const db = new DatabaseSync(path, { readOnly });
  try {
    if (standalone) db.exec("PRAGMA journal_mode=DELETE");
    return await withStore(db, task);
  } finally {
    db.close();
  }
}

/** A version of a report's PDF as the register names it, with the unsealed draft it was made from. */
export interface RegisteredPdf {
  sha256: string;
  draft: string | null;
  version: number;
  ulr: string;
}

/** Every PDF version the register names, in the order they were added. */
export function registeredPdfs(): Promise<RegisteredPdf[]> {
  return currentStore()
    .selectFrom("report_pdfs as p")
    .innerJoin("reports as r", "r.id", "p.report_id")
    .select(["p.sha256", "p.draft_sha256 as draft", "p.version", "r.ulr"])
    .orderBy("p.id")
    .execute();
}

/** Up to `sample` of the register's PDF versions, chosen at random (the restore drill's). */
export function samplePdfs(sample: number): Promise<Omit<RegisteredPdf, "draft">[]> {
  return currentStore()
    .selectFrom("report_pdfs as p")
    .innerJoin("reports as r", "r.id", "p.report_id")
    .select(["p.sha256", "r.ulr", "p.version"])
    .orderBy((eb) => eb.fn("random"))
    .limit(sample)
    .execute();
}

/** A photo's variants as its row lists them. */
export interface PhotoVariants {
  id: string;
  variants: { format: "avif" | "webp"; width: number }[];
}

export async function photoVariants(): Promise<PhotoVariants[]> {
  const rows = await currentStore()
    .selectFrom("photos")
    .select(["id", "variants"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    variants: JSON.parse(row.variants) as PhotoVariants["variants"],
  }));
}

/** The database's counts (a table missing from an old schema counts 0) and schema version. */
export async function databaseFacts(): Promise<{
  counts: Record<string, number>;
  schemaVersion: number;
}> {
  const store = currentStore();
  const tables =
    currentEngine() === "postgres"
      ? store
          .withTables<{
            "information_schema.tables": { table_name: string; table_schema: string };
          }>()
          .selectFrom("information_schema.tables")
          .select("table_name as name")
          .where("table_schema", "=", sql<string>`current_schema()`)
      : store
          .withTables<{ sqlite_master: { type: string; name: string } }>()
          .selectFrom("sqlite_master")
          .select("name")
          .where("type", "=", "table");
  const present = new Set((await tables.execute()).map((row) => row.name));
  const counts: Record<string, number> = {};
  for (const table of Object.keys(COUNTED) as (keyof typeof COUNTED)[]) {
    counts[table] = present.has(table)
      ? Number(
          (
            await store
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        )
      : 0;
  }
  const version = await store
    .selectFrom("schema_migrations")
    .select((eb) => eb.fn.max("version").as("v"))
    .executeTakeFirstOrThrow();
  return { counts, schemaVersion: Number(version.v ?? 0) };
}
