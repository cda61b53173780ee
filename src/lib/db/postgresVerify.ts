import { createHash } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { ClientBase } from "pg";
import { columnsOf, tablesInOrder } from "./postgresCopy";

/**
 * Compares an SQLite database with the PostgreSQL one it was copied to
 * (scripts/migrate-data.ts): per table, the rows on each side and a checksum
 * of them. A row's checksum is the SHA-256 of its values in column order
 * (bytes as base64, so SQLite's Uint8Array and PostgreSQL's Buffer read
 * alike); a table's is the SHA-256 of its rows' checksums sorted, so it does
 * not depend on either engine's order.
 */

export interface TableCheck {
  table: string;
  sqliteRows: number;
  postgresRows: number;
  sqliteSum: string;
  postgresSum: string;
  same: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const canonical = (value: unknown): unknown =>
  value instanceof Uint8Array ? { bytes: Buffer.from(value).toString("base64") } : value;

const rowSum = (values: unknown[]) =>
  createHash("sha256")
    .update(JSON.stringify(values.map(canonical)))
    .digest("hex");

const tableSum = (sums: string[]) =>
  createHash("sha256").update(sums.sort().join("\n")).digest("hex");

/** Rows read from PostgreSQL per round trip (a cursor would need pg-cursor; OFFSET on the key suffices for a one-off check). */
const PAGE = 10_000;

async function postgresSums(
  client: ClientBase,
  table: string,
  columns: string[],
): Promise<string[]> {
  const sums: string[] = [];
  const list = columns.map(quote).join(", ");
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await client.query<Record<string, unknown>>({
      text: `SELECT ${list} FROM ${quote(table)} ORDER BY ${list} LIMIT ${PAGE} OFFSET ${offset}`,
    });
    for (const row of rows) sums.push(rowSum(columns.map((c) => row[c])));
    if (rows.length < PAGE) return sums;
  }
}

export async function compareRecords(db: DatabaseSync, client: ClientBase): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of tablesInOrder(db)) {
    const columns = columnsOf(db, table);
    const lite: string[] = [];
    for (const row of db
      .prepare(`SELECT ${columns.map(quote).join(", ")} FROM ${quote(table)}`)
      .iterate())
      lite.push(rowSum(columns.map((c) => row[c] as SQLOutputValue)));
    const pg = await postgresSums(client, table, columns);
    const sqliteSum = tableSum(lite);
    const postgresSum = tableSum(pg);
    checks.push({
      table,
      sqliteRows: lite.length,
      postgresRows: pg.length,
      sqliteSum,
      postgresSum,
      same: lite.length === pg.length && sqliteSum === postgresSum,
    });
  }
  return checks;
}
