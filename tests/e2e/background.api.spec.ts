import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { retention } from "@/content/privacy";
import { openLeadStore } from "@/lib/leads/openLeadStore";
import { migrations } from "@/lib/db/migrations";
import { freePort, ownDatabasePath, root, startServer } from "./ownServer";
import { smtpSink } from "./smtpSink";

/**
 * The production server's own work starts with the process, before the first
 * request: the database is migrated (or refused when newer than the code) and
 * the retention purge runs. No request reaches the server here but the
 * readiness probe for the home page.
 */

test.describe.configure({ mode: "serial" });

const dbPath = ownDatabasePath();
const DAY_MS = 86_400_000;

/** A database as the first version of the inbox made it: a leads table, nothing else. */
function oldDatabase(): DatabaseSync {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbPath + suffix, { force: true });
  mkdirSync(dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, reference TEXT UNIQUE, created_at TEXT NOT NULL,
    template TEXT NOT NULL, form TEXT NOT NULL, fields TEXT NOT NULL, file_name TEXT, file_type TEXT,
    file_size INTEGER, file BLOB, client TEXT NOT NULL, user_agent TEXT)`);
  return db;
}

test("at start the server migrates its database and purges what the policy no longer allows", async () => {
  const db = oldDatabase();
  const now = Date.now();
  const expired = new Date(now);
  expired.setUTCMonth(expired.getUTCMonth() - retention.leadMonths);
  const ages = {
    "LEAD-2020-000001": new Date(expired.getTime() - DAY_MS),
    "LEAD-2020-000002": new Date(now - (retention.clientDays + 1) * DAY_MS),
    "LEAD-2020-000003": new Date(now - (retention.clientDays - 1) * DAY_MS),
  };
  const insert = db.prepare(
    "INSERT INTO leads (reference, created_at, template, form, fields, client, user_agent) VALUES (?, ?, 'contact', 'hero', '{}', '203.0.113.5', 'Firefox')",
  );
  for (const [reference, at] of Object.entries(ages)) insert.run(reference, at.toISOString());
  db.close();

  const server = await startServer({}, { database: dbPath });
  try {
    const after = new DatabaseSync(dbPath, { readOnly: true });
    expect(
      after.prepare("SELECT reference, client, user_agent FROM leads ORDER BY id").all(),
    ).toEqual([
      { reference: "LEAD-2020-000002", client: "", user_agent: null },
      { reference: "LEAD-2020-000003", client: "203.0.113.5", user_agent: "Firefox" },
    ]);
    expect(after.prepare("SELECT version FROM schema_migrations ORDER BY version").all()).toEqual(
      migrations.map(({ version }) => ({ version })),
    );
    after.close();
  } finally {
    await server.stop();
  }
});

test("a database newer than the code stops the server at start, with the reason", async () => {
  const db = oldDatabase();
  db.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
    INSERT INTO schema_migrations VALUES (99, 'from-the-future', '2030-01-01T00:00:00.000Z')`);
  db.close();
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: dbPath },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let timer: NodeJS.Timeout | undefined;
  try {
    const exit = once(child, "exit") as Promise<[number | null]>;
    const started = new Promise<["still running"]>((resolve) => {
      timer = setTimeout(() => resolve(["still running"]), 15_000);
    });
    const [code] = await Promise.race([exit, started]);
    expect(code).not.toBe("still running");
    expect(code).not.toBe(0);
    expect(stderr).toContain(
      `The database ${dbPath} has schema version 99 (from-the-future), newer than this code knows (${migrations.at(-1)!.version})`,
    );
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null) child.kill();
  }
});

test("an installation configured with the old LEADS_DB_PATH keeps its database, named in the first line", async () => {
  oldDatabase().close();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  delete env.DATABASE_PATH;
  env.LEADS_DB_PATH = dbPath;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  try {
    await expect
      .poll(() => stdout, { timeout: 30_000 })
      .toContain(
        `Database: ${dbPath} (LEADS_DB_PATH, the old name of DATABASE_PATH: rename the setting)`,
      );
    // The old file was opened and migrated, not a new one made beside it.
    const after = new DatabaseSync(dbPath, { readOnly: true });
    expect(after.prepare("SELECT count(*) AS n FROM schema_migrations").get()).toEqual({
      n: migrations.length,
    });
    after.close();
  } finally {
    if (child.exitCode === null) {
      child.kill();
      await once(child, "exit");
    }
  }
});

test("a second server started on a busy port ends without sending an e-mail or purging; on a free port it does both", async () => {
  oldDatabase().close();
  const store = openLeadStore(dbPath);
  const expired = new Date();
  expired.setUTCMonth(expired.getUTCMonth() - retention.leadMonths);
  const old = (
    await store.insert({
      template: "contact",
      form: "hero",
      fields: {},
      client: "203.0.113.5",
      createdAt: new Date(expired.getTime() - DAY_MS),
    })
  ).reference;
  const waiting = (
    await store.insert({
      template: "contact",
      form: "hero",
      fields: { name: "Asha Waiting" },
      client: "203.0.113.6",
      notify: "pending",
    })
  ).reference;
  store.close();
  const kept = () => {
    const db = new DatabaseSync(dbPath, { readOnly: true });
    const rows = db.prepare("SELECT reference FROM leads ORDER BY id").all();
    db.close();
    return rows.map((r) => r.reference);
  };

  const sink = await smtpSink();
  const mail = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  };
  const busy = createServer();
  busy.listen(0, "127.0.0.1");
  await once(busy, "listening");
  const address = busy.address();
  if (address === null || typeof address === "string") throw new Error("no port was given");
  try {
    const child = spawn(process.execPath, ["scripts/serve.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        ...mail,
        PORT: String(address.port),
        HOST: "127.0.0.1",
        DATABASE_PATH: dbPath,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).not.toBe(0);
    expect(stderr).toContain("EADDRINUSE");
    expect(kept()).toEqual([old, waiting]);
  } finally {
    busy.close();
  }

  // The marker: the same database on a free port sends the waiting e-mail and purges the old lead.
  const server = await startServer(mail, { database: dbPath });
  try {
    await expect.poll(() => sink.messages.length, { timeout: 20_000 }).toBe(1);
    expect(sink.messages[0]!.raw).toContain(waiting);
    expect(kept()).toEqual([waiting]);
  } finally {
    await server.stop();
    await sink.close();
  }
});
