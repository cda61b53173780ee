import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrate as migrateSqlite, UnknownSchemaError } from "@/lib/db/migrate";
import { migrations } from "@/lib/db/migrations";
import { currentEngine, currentStore, withStore, writeTogether } from "@/lib/db/store";
import { onFreshPostgres } from "../../../tests/fixtures/freshPostgres";
import { BASELINE_VERSION } from "./postgresBaseline";
import { tablesInOrder } from "./postgresCopy";
import { migratePostgres } from "./postgresMigrate";

const freshSqlite = () => {
  const db = new DatabaseSync(":memory:");
  migrateSqlite(db, ":memory:");
  return db;
};

describe("PostgreSQL's schema, from the same list of migrations (issue 53)", () => {
  it(
    "has every SQLite table with the same columns, nullability and seed rows",
    onFreshPostgres(async ({ store }) => {
      const lite = freshSqlite();
      for (const table of tablesInOrder(lite)) {
        const columns = lite
          .prepare(`PRAGMA table_info("${table}")`)
          .all()
          .map((c) => ({
            name: String(c.name),
            notNull: Number(c.notnull) === 1 || Number(c.pk) === 1,
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
        // PostgreSQL's own columns: rowid (baseline.ts), search_words (the scope's words, migration 0049).
        const { rows } = await sql<{ name: string; nullable: string }>`
          SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}
            AND column_name NOT IN ('rowid', 'search_words')`.execute(store);
        expect(
          rows
            .map((c) => ({ name: c.name, notNull: c.nullable === "NO" }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          table,
        ).toEqual(columns);
        const seeded = Number(lite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get()?.n);
        const { rows: counted } = await sql<{
          n: number;
        }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(store);
        expect(counted[0]?.n, table).toBe(seeded);
      }
      lite.close();
    }),
  );

  it(
    "records every migration, reads numbers as numbers, and migrates nothing twice",
    onFreshPostgres(async ({ url, store }) => {
      expect(currentEngine()).toBe("postgres");
      const recorded = await store
        .selectFrom("schema_migrations" as never)
        .select(["version" as never])
        .orderBy("version" as never)
        .execute();
      expect(recorded.map((r) => (r as { version: number }).version)).toEqual(
        migrations.map((m) => m.version),
      );
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      try {
        expect(await migratePostgres(pool, "again")).toEqual([]);
      } finally {
        await pool.end();
      }
    }),
  );

  it(
    "refuses a database a newer version of the site migrated",
    onFreshPostgres(async ({ url }) => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await pool.query(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'from_the_future', '2030-01-01')",
        );
        await expect(migratePostgres(pool, "newer")).rejects.toThrow(UnknownSchemaError);
        await expect(migratePostgres(pool, "newer")).rejects.toThrow(/schema version 9999/);
      } finally {
        await pool.end();
      }
    }),
  );

  it("gives a new database every table in one transaction when app servers start together", async () => {
    const { freshPostgres } = await import("../../../tests/fixtures/freshPostgres");
    const fresh = await freshPostgres();
    try {
      // An empty database beside the test's own: two pools migrate it at once.
      await sql`DROP SCHEMA public CASCADE`.execute(fresh.store);
      await sql`CREATE SCHEMA public`.execute(fresh.store);
      const pools = [1, 2].map(() => new pg.Pool({ connectionString: fresh.url, max: 1 }));
      try {
        const applied = await Promise.all(pools.map((pool) => migratePostgres(pool, "together")));
        expect(applied.map((a) => a.length).sort((a, b) => a - b)).toEqual([0, migrations.length]);
        expect(applied.flat().filter((v) => v <= BASELINE_VERSION)).toHaveLength(BASELINE_VERSION);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe("writing together on PostgreSQL", () => {
  it(
    "keeps a check and its write whole when two app servers write at once",
    onFreshPostgres(async ({ url }) => {
      const { openPostgres } = await import("./postgresConnect");
      const servers = [openPostgres(url, { max: 2 }), openPostgres(url, { max: 2 })];
      // Each "server" adds a certificate only while fewer than 1 are named "race": a
      // check-then-write that two transactions on READ COMMITTED alone would both pass.
      const addOnce = (n: number) =>
        withStore(servers[n % 2]!, () =>
          writeTogether(async () => {
            const { rows } = await sql<{
              n: number;
            }>`SELECT COUNT(*) AS n FROM certificates WHERE id LIKE 'race%'`.execute(
              currentStore(),
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
            if ((rows[0]?.n ?? 0) === 0)
              await currentStore()
                .insertInto("certificates")
                .values({
                  id: `race-${n}`,
                  number: "X",
                  issued: "2026-01-01",
                  valid_until: "2027-01-01",
                  updated_at: "",
                })
                .execute();
          }),
        );
      try {
        await Promise.all([0, 1, 2, 3, 4, 5].map(addOnce));
        const { rows } = await sql<{
          n: number;
        }>`SELECT COUNT(*) AS n FROM certificates WHERE id LIKE 'race%'`.execute(servers[0]!);
        expect(rows[0]?.n).toBe(1);
      } finally {
        await Promise.all(servers.map((s) => s.destroy()));
      }
    }),
  );
});
