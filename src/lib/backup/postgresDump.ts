import { spawn } from "node:child_process";
import pg from "pg";
import type { Kysely } from "kysely";
import { shownUrl } from "@/lib/db/engine";
import { postgresStoreOver, types } from "@/lib/db/postgresConnect";
import type { Tables } from "@/lib/db/tables.generated";
import { ResticError } from "./restic";

/**
 * The database's part of a backup on PostgreSQL (issue 53): `pg_dump` in its
 * custom format, taken inside an exported snapshot so the files the backup
 * stages are the ones that very dump names; `pg_restore` into a new, empty
 * database for a restore and the monthly drill. Debian's `postgresql-client`
 * provides both programs. The password never goes on a command line (`ps`
 * shows those): it is handed over in PGPASSWORD.
 */

/** How long a dump or a restore may take before it is stopped (a lab's register: minutes). */
const RUN_MS = 60 * 60_000;

/** The URL without its password, and the password for PGPASSWORD. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; its error output becomes the error's words. */
function runClient(program: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${dbname}`], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: RUN_MS,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString("utf8");
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new ResticError(
          error.code === "ENOENT"
            ? `${program} is not installed: install Debian's postgresql-client (apt install postgresql-client).`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code, signal) => {
      if (code === 0) return resolve();
      // The line that says what went wrong, not the statement echoed after it.
      const lines = stderr.trim().split("\n");
      const said = (lines.find((l) => /error:/i.test(l)) ?? lines.slice(-3).join(" ")).replaceAll(
        dbname,
        shownUrl(url),
      );
      reject(
        new ResticError(
          `${program} failed on ${shownUrl(url)} (${signal ?? `exit ${code}`}): ${said || "no message"}`,
        ),
      );
    });
  });
}

/** A store over one client in a transaction already begun (the exported snapshot's). */
function storeOnClient(client: pg.Client): Kysely<Tables> {
  return postgresStoreOver({
    connect: async () => ({ query: client.query.bind(client), release: () => undefined }),
    end: async () => undefined,
  } as unknown as pg.Pool);
}

/**
 * Runs `task` inside one REPEATABLE READ transaction whose snapshot is
 * exported: `dump(file)` writes that snapshot with pg_dump, and the store
 * `task` gets reads the same snapshot (what the dump names).
 */
export async function inDumpedSnapshot<T>(
  url: string,
  task: (dump: (file: string) => Promise<void>, store: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  const store = storeOnClient(client);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const snapshot = rows[0]!.id;
    const dump = (file: string) =>
      runClient(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--snapshot=${snapshot}`,
          `--file=${file}`,
        ],
        url,
      );
    return await task(dump, store);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await store.destroy();
    await client.end();
  }
}

/** Whether the database holds no tables of its own (a restore writes only into such a one). */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_catalog.pg_class c
         JOIN pg_catalog.pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'
          AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return Number(rows[0]!.n) === 0;
  } finally {
    await client.end();
  }
}

/** A dump written into the (empty) database at `url`, in one transaction: all of it or nothing. */
export const restoreDump = (file: string, url: string) =>
  runClient(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file],
    url,
  );

/** The drill's own database beside the lab's: `<name>_restore_drill` on the same server. */
export function drillDatabaseUrl(url: string): { url: string; name: string } {
  const parsed = new URL(url);
  const name = `${decodeURIComponent(parsed.pathname.slice(1)) || "postgres"}_restore_drill`;
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return { url: parsed.toString(), name };
}

/**
 * The drill's database made new (dropped first when a drill left one), and a
 * function that drops it again. The lab's role needs CREATEDB for this.
 */
export async function freshDrillDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const drill = drillDatabaseUrl(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const quoted = `"${drill.name.replaceAll('"', '""')}"`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted}`);
  } catch (error) {
    throw new ResticError(
      `the restore drill could not make its database ${drill.name} on ${shownUrl(url)} (the role needs CREATEDB): ${(error as Error).message}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: drill.url,
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** A store of its own on a restored database (no migrations run: it is read as restored). */
export const restoredStore = (url: string): Kysely<Tables> =>
  postgresStoreOver(new pg.Pool({ connectionString: url, max: 1, types }));
