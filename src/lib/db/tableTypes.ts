import type { DatabaseSync } from "node:sqlite";

/**
 * The Kysely table types written from the migrated schema itself (PRAGMA
 * table_info), so the stores' types cannot drift from the migrations:
 * `npm run db:types` writes tables.generated.ts and a unit test compares it.
 * FTS5 tables and their shadow tables are left out (searched with sql``).
 */

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

function tsType(declared: string): string {
  const type = declared.toUpperCase();
  if (type.includes("INT") || type.includes("REAL") || type.includes("NUM")) return "number";
  if (type.includes("BLOB")) return "Uint8Array";
  return "string";
}

const quoteKey = (name: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name);

function columnType(column: Column, rowidAlias: boolean): string {
  const base = tsType(column.type);
  const nullable = column.notnull === 0 && column.pk === 0;
  const type = nullable ? `${base} | null` : base;
  const generated = column.dflt_value !== null || rowidAlias || nullable;
  return generated ? `Generated<${type}>` : type;
}

function pascal(name: string): string {
  return name.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** The file's text for the database's tables as they are now. */
export function tableTypesSource(db: DatabaseSync): string {
  const tables = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all() as { name: string; sql: string }[];
  const virtual = new Set(
    tables.filter((t) => /CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name),
  );
  const kept = tables.filter(
    (t) => !virtual.has(t.name) && ![...virtual].some((v) => t.name.startsWith(`${v}_`)),
  );
  const lines = [
    "// Written by `npm run db:types` from the migrated schema (lib/db/tableTypes.ts); do not edit.",
    'import type { Generated } from "kysely";',
    "",
  ];
  for (const table of kept) {
    const columns = db
      .prepare(`PRAGMA table_info(${JSON.stringify(table.name)})`)
      .all() as unknown as Column[];
    const pkColumns = columns.filter((c) => c.pk > 0);
    lines.push(`export interface ${pascal(table.name)}Table {`);
    for (const column of columns) {
      const rowidAlias =
        pkColumns.length === 1 && column.pk > 0 && column.type.toUpperCase() === "INTEGER";
      lines.push(`  ${quoteKey(column.name)}: ${columnType(column, rowidAlias)};`);
    }
    lines.push("}", "");
  }
  lines.push("export interface Tables {");
  for (const table of kept) lines.push(`  ${quoteKey(table.name)}: ${pascal(table.name)}Table;`);
  lines.push("}", "");
  return lines.join("\n");
}

/** As the project's formatter writes it (the generated file passes `format:check`). */
export async function formattedTableTypes(db: DatabaseSync, filepath: string): Promise<string> {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(tableTypesSource(db), { ...options, filepath });
}
