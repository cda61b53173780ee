/**
 * Where SQL may be written: each area's `store.ts` (Kysely) and the database's
 * own layer in lib/db (opening a connection, migrations, the dialect, the
 * generated table types, and PostgreSQL's connection, baseline and copy in
 * lib/db/postgres*.ts). Read by sqlBoundary.test.ts, which scans src/.
 */
export const SQL_HOME = [
  /(^|\/)store\.ts$/,
  /^src\/lib\/db\/(connection|migrate|dialect|tableTypes|store|server|path|portable)\.ts$/,
  /^src\/lib\/db\/migrations\//,
  /^src\/lib\/db\/postgres[A-Z]\w*\.ts$/,
];

/** What counts as touching the database directly. */
export const SQL_SIGNS: { name: string; pattern: RegExp }[] = [
  { name: "imports node:sqlite", pattern: /from\s+["']node:sqlite["']/ },
  { name: "prepares a statement", pattern: /\.prepare\(\s*[`"']/ },
  {
    name: "runs SQL text",
    pattern:
      /\.exec\(\s*[`"']\s*(PRAGMA|BEGIN|COMMIT|ROLLBACK|SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|VACUUM|SAVEPOINT|RELEASE)/i,
  },
  {
    name: "builds a query",
    pattern: /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(/,
  },
  { name: "writes sql``", pattern: /\bsql(<[^>]*>)?`/ },
];
