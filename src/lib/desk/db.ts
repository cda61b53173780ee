import { DatabaseSync } from "node:sqlite";
import { resolveDataPath } from "@/lib/leads/inbox/dbPath";
import { openLeadStore } from "@/lib/leads/inbox/store";

/**
 * The desk's tables live in the leads database (one file to back up): staff
 * accounts, their sessions, failed sign-ins, each lead's status and notes, and
 * the audit log. The leads table itself is created by the lead store.
 */
const SCHEMA = `
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

const open = new Map<string, DatabaseSync>();

/** One connection per database file per process, with the lead store's tables in place. */
export function deskDatabase(configured: string): DatabaseSync {
  const path = resolveDataPath(configured);
  let db = open.get(path);
  if (!db) {
    openLeadStore(path).close(); // creates the leads tables if this is a fresh file
    db = new DatabaseSync(path, { timeout: 10_000 });
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL");
    db.exec("PRAGMA foreign_keys=ON");
    db.exec(SCHEMA);
    open.set(path, db);
  }
  return db;
}

export function audit(db: DatabaseSync, who: string, action: string, detail = ""): void {
  db.prepare("INSERT INTO desk_audit (at, who, action, detail) VALUES (?, ?, ?, ?)").run(
    new Date().toISOString(),
    who,
    action,
    detail,
  );
}
