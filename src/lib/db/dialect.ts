import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";

/**
 * Kysely on node:sqlite. Kysely's own SQLite dialect expects better-sqlite3's
 * shape (`prepare(sql)` giving a statement with `reader`, and parameters as an
 * array); node:sqlite's statements take spread parameters and say whether they
 * return rows through `columns()`. This adapter is the whole difference, so it
 * is written here rather than taken from a package (kysely-generic-sqlite
 * would add a second driver layer for the same twenty lines).
 *
 * Kysely serialises every query and transaction on the one connection (its
 * SQLite adapter declares a single connection), so a check and its write
 * inside `transaction()` are never split by another request. Transactions
 * begin IMMEDIATE: a second server on the same file waits for the write lock
 * at the start instead of failing half-way when a read upgrades to a write.
 */

/** Prepared statements kept per connection; the stores use a few hundred distinct queries. */
const STATEMENT_CACHE = 500;

function sqliteValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  constructor(private readonly statement: StatementSync) {
    this.reader = statement.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.statement.all(...parameters.map(sqliteValue));
  }
  run(parameters: ReadonlyArray<unknown>) {
    return this.statement.run(...parameters.map(sqliteValue));
  }
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.statement.iterate(...parameters.map(sqliteValue));
  }
}

/** The connection in the shape Kysely's SQLite driver reads, with its statements cached. */
class NodeSqliteDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, NodeSqliteStatement>();
  constructor(private readonly db: DatabaseSync) {}
  close(): void {
    // The connection belongs to whoever opened it (lib/db/connection.ts), not to Kysely.
  }
  prepare(sql: string): SqliteStatement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = new NodeSqliteStatement(this.db.prepare(sql));
      if (this.statements.size >= STATEMENT_CACHE)
        this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
  }
}

/** The dialect for one open node:sqlite connection. */
export class NodeSqliteDialect extends SqliteDialect {
  private readonly config: { database: SqliteDatabase };
  constructor(db: DatabaseSync) {
    const config = { database: new NodeSqliteDatabase(db) };
    super(config);
    this.config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }
}
