import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { ClientBase } from "pg";

/**
 * Copies every row of an SQLite database into a PostgreSQL one with the same
 * schema (./baseline.ts and the migrations after it): the seed rows of a new
 * PostgreSQL database (./migrate.ts), and a lab's whole record when it moves
 * over (scripts/migrate-data.ts). Tables go in the order their foreign keys
 * need; ids are copied as they are and each identity column's sequence set
 * past them; tables PostgreSQL orders by a rowid column of its own get
 * SQLite's rowid. Rows already there (same primary key) are left as they
 * are (`replace: false`, the seed rows of a new database) or written over
 * (`replace: true`, migrate-data run again); a table without a key (the
 * throttles' hits) is emptied and copied whole then.
 */

/** Tables that exist in SQLite only (FTS5 and its shadow tables, SQLite's own, the migrations' record). */
const SQLITE_ONLY = /^(sqlite_|schema_migrations$|lead_search|report_search|scope_words)/;

/** Tables whose PostgreSQL copy has a rowid column (./baseline.ts). */
const WITH_ROWID = new Set(["desk_failures", "job_openings", "photos"]);

/** Parameters per INSERT, well under PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 20_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The SQLite database's own tables, each after the tables its foreign keys name. */
export function tablesInOrder(db: DatabaseSync): string[] {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((r) => String(r.name))
    .filter((name) => !SQLITE_ONLY.test(name));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const key of db.prepare(`PRAGMA foreign_key_list(${quote(name)})`).all())
      if (names.includes(String(key.table))) visit(String(key.table));
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

export function columnsOf(db: DatabaseSync, table: string): string[] {
  const columns = db
    .prepare(`PRAGMA table_info(${quote(table)})`)
    .all()
    .map((c) => String(c.name));
  return WITH_ROWID.has(table) ? [...columns, "rowid"] : columns;
}

function primaryKeyOf(db: DatabaseSync, table: string): string[] {
  const key = db
    .prepare(`PRAGMA table_info(${quote(table)})`)
    .all()
    .filter((c) => Number(c.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((c) => String(c.name));
  return key.length === 0 && WITH_ROWID.has(table) ? ["rowid"] : key;
}

export const pgValue = (value: SQLOutputValue): unknown =>
  value instanceof Uint8Array
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

export interface CopiedTable {
  table: string;
  /** Rows in the SQLite table. */
  rows: number;
  /** Rows written now (added, or written over with `replace`). */
  added: number;
}

/** Copies one table's rows in batches; answers how many there were and how many were new. */
async function copyTable(
  db: DatabaseSync,
  client: ClientBase,
  table: string,
  replace: boolean,
): Promise<CopiedTable> {
  const columns = columnsOf(db, table);
  const key = primaryKeyOf(db, table);
  if (replace && key.length === 0) await client.query(`DELETE FROM ${quote(table)}`);
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns.length));
  const withoutRowid = /WITHOUT\s+ROWID\s*$/i.test(
    String(db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(table)?.sql ?? ""),
  );
  const order = withoutRowid ? key.map(quote).join(", ") : "rowid";
  const select = db.prepare(
    `SELECT ${columns.map(quote).join(", ")} FROM ${quote(table)} ORDER BY ${order}`,
  );
  const others = columns.filter((c) => !key.includes(c));
  const keyList = key.map(quote).join(", ");
  const conflict =
    key.length === 0
      ? ""
      : replace && others.length > 0
        ? `ON CONFLICT (${keyList}) DO UPDATE SET ${others.map((c) => `${quote(c)} = EXCLUDED.${quote(c)}`).join(", ")}`
        : `ON CONFLICT (${keyList}) DO NOTHING`;
  let rows = 0;
  let added = 0;
  let batch: unknown[][] = [];
  const write = async () => {
    if (batch.length === 0) return;
    const values = batch
      .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(", ")})`)
      .join(", ");
    const result = await client.query(
      `INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")}) VALUES ${values} ${conflict}`,
      batch.flat(),
    );
    added += result.rowCount ?? 0;
    batch = [];
  };
  for (const row of select.iterate()) {
    rows += 1;
    batch.push(columns.map((c) => pgValue(row[c] as SQLOutputValue)));
    if (batch.length >= perInsert) await write();
  }
  await write();
  return { table, rows, added };
}

/** Every identity column's sequence set past the ids now in its table. */
async function resetSequences(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of rows)
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT MAX(${quote(column_name)}) FROM ${quote(table_name)}), 0) + 1, false)`,
      [quote(table_name), column_name],
    );
}

/**
 * Copies `db`'s rows into the PostgreSQL database `client` is connected to,
 * inside the caller's transaction. Counts the triggers keep (the reports
 * that need a PDF) are counted afresh at the end.
 */
export async function copyRows(
  db: DatabaseSync,
  client: ClientBase,
  { replace = false }: { replace?: boolean } = {},
): Promise<CopiedTable[]> {
  const copied: CopiedTable[] = [];
  for (const table of tablesInOrder(db)) copied.push(await copyTable(db, client, table, replace));
  await resetSequences(client);
  await client.query(`UPDATE report_tallies SET n = (SELECT COUNT(*) FROM reports r
    WHERE r.status = 'issued' AND NOT EXISTS (SELECT 1 FROM report_pdfs p WHERE p.report_id = r.id))
    WHERE name = 'needs_pdf'`);
  return copied;
}
