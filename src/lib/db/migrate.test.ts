// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { eraseRecord } from "@/lib/cases/store";
import { withStore } from "./store";
import { leadCase } from "@/lib/leads/case";
import { addressOfToken, addressSettings } from "@/lib/portal/settings";
import { insertLead, leadByReference } from "@/lib/leads/store";
import { UnknownSchemaError, migrate } from "./migrate";
import { migrations, type Migration } from "./migrations";
import { BASELINE_VERSION } from "./postgresBaseline";

/**
 * The schema as the code before numbered migrations (November 2026) created
 * it, copied from lib/leads/inbox/store.ts, outbox.ts and lib/desk/db.ts of
 * that time: the databases in use today look like this.
 */
const SCHEMA_BEFORE_MIGRATIONS = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT UNIQUE,
  created_at TEXT NOT NULL,
  template TEXT NOT NULL,
  form TEXT NOT NULL,
  fields TEXT NOT NULL,
  file_name TEXT,
  file_type TEXT,
  file_size INTEGER,
  file BLOB,
  client TEXT NOT NULL,
  user_agent TEXT
);
CREATE TABLE IF NOT EXISTS notifications (
  lead_id INTEGER PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'off')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  message_id TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS notifications_due ON notifications (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS desk_users (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS desk_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL REFERENCES desk_users(email) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS desk_failures (
  key TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS desk_failures_key ON desk_failures (key, at);
CREATE TABLE IF NOT EXISTS lead_status (
  lead_id INTEGER PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  at TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS desk_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
`;

/** Rows of every table, as a desk in use has them; lead 3 was erased (the sequence remembers it). */
const ROWS = `
INSERT INTO leads (id, reference, created_at, template, form, fields, file_name, file_type, file_size, file, client, user_agent) VALUES
  (1, 'LEAD-2026-000001', '2026-03-01T10:00:00.000Z', 'contact', 'consultation', '{"user_name":"Asha Verma"}', NULL, NULL, NULL, NULL, '203.0.113.5', 'Firefox'),
  (2, 'LEAD-2026-000002', '2026-03-02T10:00:00.000Z', 'enquiry', 'enquiry', '{"contact_person":"S. Joshi"}', 'spec.pdf', 'application/pdf', 4, X'25504446', '203.0.113.6', NULL),
  (3, 'LEAD-2026-000003', '2026-03-03T10:00:00.000Z', 'contact', 'hero', '{}', NULL, NULL, NULL, NULL, 'x', NULL);
DELETE FROM leads WHERE id = 3;
INSERT INTO notifications (lead_id, state, next_attempt_at, message_id, sent_at) VALUES
  (1, 'sent', '2026-03-01T10:00:00.000Z', '<LEAD-2026-000001@lab.example>', '2026-03-01T10:00:05.000Z'),
  (2, 'pending', '2026-03-02T10:00:00.000Z', NULL, NULL);
INSERT INTO desk_users (email, password_hash, created_at) VALUES ('asha@lab.example', 'scrypt$x', '2026-02-01T00:00:00.000Z');
INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES ('h1', 'asha@lab.example', '2026-03-04T00:00:00.000Z', '2026-03-04T00:00:00.000Z');
INSERT INTO desk_failures (key, at) VALUES ('address:203.0.113.9', '2026-03-04T00:00:00.000Z');
INSERT INTO lead_status (lead_id, status, updated_at, updated_by) VALUES (1, 'contacted', '2026-03-05T00:00:00.000Z', 'asha@lab.example');
INSERT INTO lead_notes (lead_id, author, at, text) VALUES (1, 'asha@lab.example', '2026-03-05T00:00:00.000Z', 'Called back');
INSERT INTO desk_audit (at, who, action, detail) VALUES ('2026-03-05T00:00:00.000Z', 'asha@lab.example', 'note added', 'LEAD-2026-000001');
`;

const TABLES = [
  "leads",
  "notifications",
  "desk_users",
  "desk_sessions",
  "desk_failures",
  "lead_status",
  "lead_notes",
  "desk_audit",
];

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "migrate-"));
  path = join(dir, "leads.sqlite");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every row of every table, for before/after comparisons. */
function dump(db: DatabaseSync): Record<string, unknown[]> {
  return Object.fromEntries(
    TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]),
  );
}

const recorded = (db: DatabaseSync) =>
  db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();

function databaseBeforeMigrations(): Record<string, unknown[]> {
  const old = new DatabaseSync(path);
  old.exec("PRAGMA journal_mode=WAL");
  old.exec("PRAGMA foreign_keys=ON");
  old.exec(SCHEMA_BEFORE_MIGRATIONS);
  old.exec(ROWS);
  const rows = dump(old);
  old.close();
  return rows;
}

const newest = migrations.at(-1)!.version;
/** Numbers given to work on branches not merged yet; empty once merged. */
const TAKEN_ELSEWHERE: number[] = [55];

describe("the list of migrations", () => {
  it("numbers them 1, 2, 3 … in order, each file in migrations/ listed once under its own number and name", async () => {
    expect(migrations.map((m) => m.version)).toEqual(
      Array.from({ length: newest }, (_, i) => i + 1).filter((v) => !TAKEN_ELSEWHERE.includes(v)),
    );
    const files = readdirSync(join(import.meta.dirname, "migrations"))
      .filter((f) => f !== "index.ts" && f !== "types.ts")
      .sort();
    expect(files).toEqual(
      migrations.map((m) => `${String(m.version).padStart(4, "0")}_${m.name}.ts`),
    );
  });

  it("gives every migration after PostgreSQL's baseline its PostgreSQL step (issue 53)", () => {
    const missing = migrations
      .filter((m) => m.version > BASELINE_VERSION && m.postgres === undefined)
      .map((m) => `${m.version} ${m.name}`);
    expect(missing).toEqual([]);
    expect(
      migrations.filter((m) => m.version <= BASELINE_VERSION && m.postgres !== undefined),
    ).toEqual([]);
  });
});

describe("opening a database", () => {
  it("creates a new one with every table and records each migration", async () => {
    const db = openDatabase(path);
    expect(recorded(db)).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
    expect(dump(db)).toEqual(Object.fromEntries(TABLES.map((t) => [t, []])));
    db.close();
    const again = openDatabase(path);
    expect(migrate(again, path)).toEqual([]);
    again.close();
  });

  it("adopts a database made before migrations were recorded: every row kept, ids never reused", async () => {
    const before = databaseBeforeMigrations();
    const db = openDatabase(path);
    // Every row kept as it was; the audit log's rows gain 0008's count (1) and first time (none),
    // accounts 0019's (empty) display name and designation.
    expect(dump(db)).toEqual({
      ...before,
      desk_users: before.desk_users!.map((row) => ({
        ...(row as object),
        display_name: "",
        designation: "",
      })),
      desk_audit: before.desk_audit!.map((row) => ({
        ...(row as object),
        count: 1,
        first_at: null,
      })),
    });
    expect(recorded(db).map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    expect((await withStore(db, () => leadByReference("LEAD-2026-000002")))?.fields).toEqual({
      contact_person: "S. Joshi",
    });
    // Lead 3 was erased before: the next lead is 4, not 3 again.
    expect(
      (
        await withStore(db, () =>
          insertLead({ template: "contact", form: "hero", fields: {}, client: "x" }),
        )
      ).id,
    ).toBe(4);
    // Foreign keys still hold: erasing lead 1 takes its notification, status, its history and note.
    expect(await withStore(db, () => eraseRecord(leadCase, "LEAD-2026-000001"))).toBe(true);
    for (const table of ["notifications", "lead_status", "lead_status_changes", "lead_notes"])
      expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = 1`).get()).toEqual({
        n: 0,
      });
    db.close();
  });

  it("rebuilds a leads table from before AUTOINCREMENT, rows and ids kept", async () => {
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, reference TEXT UNIQUE, created_at TEXT NOT NULL,
      template TEXT NOT NULL, form TEXT NOT NULL, fields TEXT NOT NULL, file_name TEXT, file_type TEXT,
      file_size INTEGER, file BLOB, client TEXT NOT NULL, user_agent TEXT)`);
    old.exec(`INSERT INTO leads (id, reference, created_at, template, form, fields, client)
      VALUES (7, 'LEAD-2025-000007', '2025-05-01T00:00:00.000Z', 'contact', 'consultation', '{"user_name":"Old"}', 'x')`);
    old.close();
    const db = openDatabase(path);
    expect((await withStore(db, () => leadByReference("LEAD-2025-000007")))?.fields).toEqual({
      user_name: "Old",
    });
    await withStore(db, () => eraseRecord(leadCase, "LEAD-2025-000007"));
    expect(
      (
        await withStore(db, () =>
          insertLead({ template: "contact", form: "hero", fields: {}, client: "x" }),
        )
      ).id,
    ).toBe(8);
    db.close();
  });

  it("refuses a database a newer version of the site has migrated, and leaves it as it is", async () => {
    openDatabase(path).close();
    const newer = new DatabaseSync(path);
    newer.exec(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'reports', '2027-01-01T00:00:00.000Z')",
    );
    newer.close();
    const bytes = readFileSync(path);
    const message = new RegExp(
      `${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} has schema version 99 \\(reports\\), newer than this code knows \\(${newest}\\)`,
    );
    expect(() => openDatabase(path)).toThrow(UnknownSchemaError);
    expect(() => openDatabase(path)).toThrow(message);
    expect(() => openDatabase(path, { readOnly: true })).toThrow(message);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it("refuses a database whose migration of the same number is another one", async () => {
    openDatabase(path).close();
    const other = new DatabaseSync(path);
    other.exec("UPDATE schema_migrations SET name = 'accounts' WHERE version = 3");
    other.close();
    expect(() => openDatabase(path)).toThrow(
      `has schema version 3 as "accounts", this code as "${migrations[2]!.name}"`,
    );
  });
});

describe("a new migration", () => {
  const extra: Migration = {
    version: newest + 1,
    name: "invoices",
    up: "CREATE TABLE invoices (id INTEGER PRIMARY KEY, number TEXT NOT NULL)",
  };

  it("runs once on a database that has the others, and is recorded", async () => {
    openDatabase(path).close();
    const db = new DatabaseSync(path);
    const now = new Date("2026-12-01T00:00:00Z");
    expect(migrate(db, path, [...migrations, extra], now)).toEqual([extra.version]);
    expect(migrate(db, path, [...migrations, extra], now)).toEqual([]);
    expect(
      db.prepare("SELECT * FROM schema_migrations WHERE version = ?").get(extra.version),
    ).toEqual({ version: extra.version, name: "invoices", applied_at: "2026-12-01T00:00:00.000Z" });
    expect(db.prepare("SELECT COUNT(*) AS n FROM invoices").get()).toEqual({ n: 0 });
    db.close();
  });

  it("that fails leaves the database as it was: all the pending ones or none", async () => {
    const db = new DatabaseSync(path);
    const broken: Migration = { version: extra.version + 1, name: "broken", up: "CREATE TABLE (" };
    expect(() => migrate(db, path, [...migrations, extra, broken])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([]);
    expect(migrate(db, path)).toEqual(migrations.map((m) => m.version));
    db.close();
  });
});

describe("0004 desk roles", () => {
  it("makes every account that existed before roles an administrator", async () => {
    databaseBeforeMigrations();
    const db = new DatabaseSync(path);
    migrate(db, path, migrations.slice(0, 3));
    db.prepare("INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, ?, ?)").run(
      "ravi@lab.example",
      "scrypt$y",
      "2026-03-01T00:00:00.000Z",
    );
    migrate(db, path);
    expect(db.prepare("SELECT email, role FROM desk_user_roles ORDER BY email").all()).toEqual([
      { email: "asha@lab.example", role: "admin" },
      { email: "ravi@lab.example", role: "admin" },
    ]);
    db.close();
  });
});

describe("0023 case status", () => {
  const before = migrations.filter((m) => m.version < 23);
  /** Migrated as far as 0023: later migrations are not what these tests look at. */
  const upTo23 = migrations.filter((m) => m.version <= 23);
  const HR = "meera@lab.example";
  const LEADS = "asha@lab.example";

  /**
   * A desk as it stood before 0023, in the shape of that time: leads with their
   * status row and notes, applications with their status in a column, and the
   * audit log's lines of every change (each kind in its own words and arrow).
   */
  function oldShapeDatabase(): DatabaseSync {
    const db = new DatabaseSync(path);
    migrate(db, path, before);
    db.exec(`
INSERT INTO leads (id, reference, created_at, template, form, fields, file_name, file_type, file_size, file, client, user_agent) VALUES
  (1, 'LEAD-2026-000001', '2026-03-01T10:00:00.000Z', 'contact', 'consultation', '{"user_name":"Asha Verma"}', NULL, NULL, NULL, NULL, '203.0.113.5', 'Firefox'),
  (2, 'LEAD-2026-000002', '2026-03-02T10:00:00.000Z', 'enquiry', 'enquiry', '{"contact_person":"S. Joshi"}', 'spec.pdf', 'application/pdf', 4, X'25504446', '203.0.113.6', NULL),
  (3, 'LEAD-2026-000003', '2026-03-03T10:00:00.000Z', 'contact', 'hero', '{}', NULL, NULL, NULL, NULL, 'x', NULL),
  (4, 'LEAD-2026-000004', '2026-03-04T10:00:00.000Z', 'contact', 'hero', '{}', NULL, NULL, NULL, NULL, 'x', NULL);
INSERT INTO notifications (lead_id, state, next_attempt_at) VALUES (1, 'sent', '2026-03-01T10:00:00.000Z'), (2, 'off', '2026-03-02T10:00:00.000Z');
-- Lead 1: new → contacted → quoted on the desk. Lead 2: set to won before the log wrote changes.
-- Lead 3: set to spam and back to new. Lead 4: never touched.
INSERT INTO lead_status (lead_id, status, updated_at, updated_by) VALUES
  (1, 'quoted', '2026-03-06T09:00:00.000Z', '${LEADS}'),
  (2, 'won', '2026-03-02T12:00:00.000Z', 'ravi@lab.example'),
  (3, 'new', '2026-03-03T12:30:00.000Z', '${LEADS}');
INSERT INTO lead_notes (lead_id, author, at, text) VALUES
  (1, '${LEADS}', '2026-03-05T09:00:00.000Z', 'Called back'),
  (1, '${LEADS}', '2026-03-06T09:00:00.000Z', 'Quote sent');
INSERT INTO applications (id, reference, created_at, updated_at, opening_id, opening_title, name, email, phone,
  current_role, experience, notice_period, note, cv_name, cv_type, cv_size, cv, status, client, user_agent,
  notify_state, notify_attempts, notify_next_at, notify_message_id, notify_sent_at, notify_error) VALUES
  (1, 'APP-2026-000001', '2026-04-01T10:00:00.000Z', '2026-04-03T10:00:00.000Z', NULL, NULL, 'Ravi Kumar', 'ravi@example.in',
   '98260 11111', 'Technician', '1-2 years', '30 days', 'Hello', 'ravi.pdf', 'application/pdf', 4, X'25504446',
   'interview', '203.0.113.7', 'Firefox', 'sent', 0, '2026-04-01T10:00:00.000Z', '<APP-2026-000001@lab>', '2026-04-01T10:00:05.000Z', NULL),
  (2, 'APP-2026-000002', '2026-04-02T10:00:00.000Z', '2026-04-05T08:00:00.000Z', NULL, NULL, 'Meena Iyer', 'meena@example.in',
   '98260 22222', 'Engineer', '3-5 years', '60 days', '', 'meena.docx', 'application/octet-stream', 2, X'504B',
   'offered', '', NULL, 'pending', 2, '2026-04-02T11:00:00.000Z', NULL, NULL, 'connect ECONNREFUSED'),
  (3, 'APP-2026-000003', '2026-04-03T10:00:00.000Z', '2026-04-03T10:00:00.000Z', NULL, NULL, 'New Person', 'new@example.in',
   '98260 33333', 'Student', '0-1 years', 'Immediate', '', 'cv.pdf', 'application/pdf', 4, X'25504446',
   'new', 'x', NULL, 'off', 0, '2026-04-03T10:00:00.000Z', NULL, NULL, NULL);
INSERT INTO application_notes (application_id, at, author, text) VALUES
  (1, '2026-04-02T10:00:00.000Z', '${HR}', 'Shortlisted after the call'),
  (1, '2026-04-03T10:00:00.000Z', '${HR}', 'Interview on Monday');
INSERT INTO desk_audit (at, who, action, detail) VALUES
  ('2026-03-05T09:00:00.000Z', '${LEADS}', 'status changed', 'LEAD-2026-000001: new → contacted'),
  ('2026-03-05T09:00:00.000Z', '${LEADS}', 'note added', 'LEAD-2026-000001'),
  ('2026-03-03T12:00:00.000Z', '${LEADS}', 'status changed', 'LEAD-2026-000003: new → spam'),
  ('2026-03-03T12:30:00.000Z', '${LEADS}', 'status changed', 'LEAD-2026-000003: spam → new'),
  ('2026-03-06T09:00:00.000Z', '${LEADS}', 'status changed', 'LEAD-2026-000001: contacted → quoted'),
  ('2026-03-07T09:00:00.000Z', '${LEADS}', 'status changed', 'LEAD-2026-000009: new → won'),
  ('2026-04-02T10:00:00.000Z', '${HR}', 'application status changed', 'APP-2026-000001: new -> shortlisted'),
  ('2026-04-02T10:00:00.000Z', '${HR}', 'application note added', 'APP-2026-000001'),
  ('2026-04-03T10:00:00.000Z', '${HR}', 'application status changed', 'APP-2026-000001: shortlisted -> interview'),
  ('2026-04-03T10:00:00.000Z', '${HR}', 'application note added', 'APP-2026-000001');
`);
    return db;
  }

  const all = (db: DatabaseSync, sql: string) => db.prepare(sql).all();
  /** Every column of the applications but the two 0023 takes away. */
  const APPLICATION_COLUMNS = `id, reference, created_at, opening_id, opening_title, name, email, phone,
    current_role, experience, notice_period, note, cv_name, cv_type, cv_size, cv, client, user_agent,
    notify_state, notify_attempts, notify_next_at, notify_message_id, notify_sent_at, notify_error`;

  it("keeps every lead, application, status, note and audit line, and writes each change into the history", async () => {
    const db = oldShapeDatabase();
    const kept = {
      leads: all(db, "SELECT * FROM leads ORDER BY id"),
      notifications: all(db, "SELECT * FROM notifications ORDER BY lead_id"),
      leadStatus: all(db, "SELECT * FROM lead_status ORDER BY lead_id"),
      leadNotes: all(db, "SELECT * FROM lead_notes ORDER BY id"),
      applications: all(db, `SELECT ${APPLICATION_COLUMNS} FROM applications ORDER BY id`),
      applicationNotes: all(db, "SELECT * FROM application_notes ORDER BY id"),
      audit: all(db, "SELECT * FROM desk_audit ORDER BY id"),
    };
    const statuses = all(db, "SELECT id, status FROM applications ORDER BY id");

    expect(migrate(db, path, upTo23)).toEqual([23]);

    // Nothing that was there is lost or changed.
    expect({
      leads: all(db, "SELECT * FROM leads ORDER BY id"),
      notifications: all(db, "SELECT * FROM notifications ORDER BY lead_id"),
      leadStatus: all(db, "SELECT * FROM lead_status ORDER BY lead_id"),
      leadNotes: all(db, "SELECT * FROM lead_notes ORDER BY id"),
      applications: all(db, `SELECT ${APPLICATION_COLUMNS} FROM applications ORDER BY id`),
      applicationNotes: all(db, "SELECT * FROM application_notes ORDER BY id"),
      audit: all(db, "SELECT * FROM desk_audit ORDER BY id"),
    }).toEqual(kept);

    // Applications' statuses are where leads' are, each as it was; new ones (no row) read as new.
    expect(
      all(
        db,
        `SELECT a.id, COALESCE(s.status, 'new') AS status FROM applications a
         LEFT JOIN application_status s ON s.application_id = a.id ORDER BY a.id`,
      ),
    ).toEqual(statuses);
    expect(statuses.map((r) => r.status)).toEqual(["interview", "offered", "new"]);
    expect(all(db, "SELECT * FROM application_status ORDER BY application_id")).toEqual([
      {
        application_id: 1,
        status: "interview",
        updated_at: "2026-04-03T10:00:00.000Z",
        updated_by: HR,
      },
      // Offered by someone the log does not name, when the row last changed.
      {
        application_id: 2,
        status: "offered",
        updated_at: "2026-04-05T08:00:00.000Z",
        updated_by: "",
      },
    ]);
    expect(
      all(
        db,
        "SELECT name FROM pragma_table_info('applications') WHERE name IN ('status', 'updated_at')",
      ),
    ).toEqual([]);

    // Every change the log recorded, oldest first; a status the log does not end with, added.
    const history = (table: string, ref: string) =>
      all(db, `SELECT ${ref} AS record, at, who, from_status, to_status FROM ${table} ORDER BY id`);
    expect(history("lead_status_changes", "lead_id")).toEqual([
      {
        record: 3,
        at: "2026-03-03T12:00:00.000Z",
        who: LEADS,
        from_status: "new",
        to_status: "spam",
      },
      {
        record: 3,
        at: "2026-03-03T12:30:00.000Z",
        who: LEADS,
        from_status: "spam",
        to_status: "new",
      },
      {
        record: 1,
        at: "2026-03-05T09:00:00.000Z",
        who: LEADS,
        from_status: "new",
        to_status: "contacted",
      },
      {
        record: 1,
        at: "2026-03-06T09:00:00.000Z",
        who: LEADS,
        from_status: "contacted",
        to_status: "quoted",
      },
      // Lead 2 was set to won before the log wrote changes: known from its status row alone.
      {
        record: 2,
        at: "2026-03-02T12:00:00.000Z",
        who: "ravi@lab.example",
        from_status: null,
        to_status: "won",
      },
    ]);
    expect(history("application_status_changes", "application_id")).toEqual([
      {
        record: 1,
        at: "2026-04-02T10:00:00.000Z",
        who: HR,
        from_status: "new",
        to_status: "shortlisted",
      },
      {
        record: 1,
        at: "2026-04-03T10:00:00.000Z",
        who: HR,
        from_status: "shortlisted",
        to_status: "interview",
      },
      {
        record: 2,
        at: "2026-04-05T08:00:00.000Z",
        who: "",
        from_status: null,
        to_status: "offered",
      },
    ]);

    // And the new shape holds: erasing an application takes its status, history and notes.
    db.exec("PRAGMA foreign_keys=ON");
    db.exec("DELETE FROM applications WHERE id = 1");
    for (const table of ["application_status", "application_status_changes", "application_notes"])
      expect(
        db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE application_id = 1`).get(),
      ).toEqual({ n: 0 });
    db.close();
  });

  it("on a database without a desk history, makes the tables and changes nothing", async () => {
    const db = new DatabaseSync(path);
    migrate(db, path, before);
    expect(migrate(db, path, upTo23)).toEqual([23]);
    for (const table of ["application_status", "lead_status_changes", "application_status_changes"])
      expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });
});

describe("0025 opening states", () => {
  it("makes each opening published, or closed where it had been closed, keeping when it closed", async () => {
    const db = new DatabaseSync(path);
    migrate(
      db,
      path,
      migrations.filter((m) => m.version < 25),
    );
    const closedAt = "2026-11-20T06:00:00.000Z";
    db.prepare("UPDATE job_openings SET closed_at = ? WHERE id = 'transformer-test-engineer'").run(
      closedAt,
    );
    const before = db.prepare("SELECT * FROM job_openings ORDER BY id").all();
    expect(
      migrate(
        db,
        path,
        migrations.filter((m) => m.version <= 25),
      ),
    ).toEqual([25]);
    const after = db.prepare("SELECT * FROM job_openings ORDER BY id").all();
    // Every other column as it was.
    expect(after.map((o) => ({ ...o, state: undefined }))).toEqual(
      before.map((o) => ({ ...o, state: undefined })),
    );
    expect(after.map((o) => [o.id, o.state])).toEqual(
      before.map((o) => [o.id, o.id === "transformer-test-engineer" ? "closed" : "published"]),
    );
    expect(
      db.prepare("SELECT closed_at FROM job_openings WHERE id = 'transformer-test-engineer'").get(),
    ).toEqual({ closed_at: closedAt });
    expect(() =>
      db
        .prepare("UPDATE job_openings SET state = 'open' WHERE id = 'transformer-test-engineer'")
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});

describe("0024 article page", () => {
  it("gives every article its id as its address, marks the spec's eight, and names each article's writer", async () => {
    const db = new DatabaseSync(path);
    migrate(
      db,
      path,
      migrations.filter((m) => m.version < 24),
    );
    const at = "2026-11-20T10:00:00.000Z";
    db.prepare(
      `INSERT INTO articles (id, title, date, excerpt, cover, cover_alt, body, status, publish_at, created_at, updated_at)
       VALUES ('2026-11-Impulse', 'Impulse', '2026-11-20', 'E', '/c.svg', 'C', 'B', 'published', ?, ?, ?)`,
    ).run(at, at, at);
    const revision = db.prepare(
      `INSERT INTO article_revisions (article_id, saved_at, who, title, date, excerpt, cover, cover_alt, body, status, publish_at)
       VALUES ('2026-11-Impulse', ?, ?, 'Impulse', '2026-11-20', 'E', '/c.svg', 'C', 'B', 'published', ?)`,
    );
    revision.run(at, "anita@lab.example", at);
    revision.run(at, "ed@lab.example", at);

    expect(
      migrate(
        db,
        path,
        migrations.filter((m) => m.version <= 24),
      ),
    ).toEqual([24]);
    const rows = db
      .prepare("SELECT id, slug, author, written_by, meta_description, spec_article FROM articles")
      .all();
    expect(rows).toHaveLength(9);
    for (const row of rows)
      expect(row).toEqual(
        row.id === "2026-11-Impulse"
          ? {
              id: "2026-11-Impulse",
              slug: "2026-11-impulse",
              author: "",
              written_by: "anita@lab.example",
              meta_description: "",
              spec_article: 0,
            }
          : {
              id: row.id,
              slug: row.id,
              author: "",
              written_by: "seed",
              meta_description: "",
              spec_article: 1,
            },
      );
    expect(
      db
        .prepare("SELECT DISTINCT slug FROM article_revisions WHERE article_id = '2026-11-Impulse'")
        .all(),
    ).toEqual([{ slug: "2026-11-impulse" }]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM article_old_slugs").get()).toEqual({ n: 0 });
    expect(() =>
      db
        .prepare("UPDATE articles SET slug = '2026-11-impulse' WHERE id != '2026-11-Impulse'")
        .run(),
    ).toThrow(/UNIQUE/);
    db.close();
  });
});

describe("0035 the portal's door", () => {
  it("keeps every unsubscribe link already mailed working, stored hashed, and starts sessions' idle clocks", async () => {
    const db = new DatabaseSync(path);
    migrate(
      db,
      path,
      migrations.filter((m) => m.version < 35),
    );
    const mailed = "k".repeat(43);
    db.prepare(
      "INSERT INTO portal_addresses (email, unsubscribe_token, reminders_stopped_at) VALUES (?, ?, ?)",
    ).run("qa@utility.example", mailed, "2026-11-01T00:00:00.000Z");
    db.prepare(
      "INSERT INTO portal_sessions (token_hash, email, created_at, expires_at) VALUES ('h', 'qa@utility.example', '2026-11-20T00:00:00.000Z', '2026-12-20T00:00:00.000Z')",
    ).run();
    expect(
      migrate(
        db,
        path,
        migrations.filter((m) => m.version <= 35),
      ),
    ).toEqual([35]);
    expect(await withStore(db, () => addressOfToken(mailed))).toBe("qa@utility.example");
    expect(
      (await withStore(db, () => addressSettings("qa@utility.example"))).remindersStopped,
    ).toBe(true);
    const everything = JSON.stringify([
      db.prepare("SELECT * FROM portal_addresses").all(),
      db.prepare("SELECT * FROM portal_unsubscribe_links").all(),
    ]);
    expect(everything).not.toContain(mailed);
    expect(db.prepare("SELECT last_seen_at FROM portal_sessions").get()).toEqual({
      last_seen_at: "2026-11-20T00:00:00.000Z",
    });
    db.close();
  });
});
