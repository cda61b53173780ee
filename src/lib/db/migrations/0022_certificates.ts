import type { DatabaseSync } from "node:sqlite";
import { certificates } from "@/content/certificates";
import type { Migration } from "./types";

/**
 * The lab's accreditation certificates' numbers and dates, kept on the desk
 * (role `admin`, /desk/certificates). A fresh database starts with those of
 * content/certificates.ts; after that the table is the source (what each
 * certificate is, its name, scope and standard, stays in content). Every save
 * is kept in certificate_versions with the values it left, the seed's first;
 * nothing is deleted, and an earlier version can be put back (a new version).
 *
 * Number 21 is left to the two-factor sign-in's migration, made at the same time.
 */
export const migration: Migration = {
  version: 22,
  name: "certificates",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE TABLE certificates (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL,
  issued TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE certificate_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  certificate_id TEXT NOT NULL REFERENCES certificates (id),
  saved_at TEXT NOT NULL,
  who TEXT NOT NULL,
  number TEXT NOT NULL,
  issued TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  restored_from INTEGER REFERENCES certificate_versions (id)
);
CREATE INDEX certificate_versions_certificate ON certificate_versions (certificate_id, id);
`);
    const insert = db.prepare(
      "INSERT INTO certificates (id, number, issued, valid_until, updated_at) VALUES (?, ?, ?, ?, ?)",
    );
    const version = db.prepare(`INSERT INTO certificate_versions
      (certificate_id, saved_at, who, number, issued, valid_until) VALUES (?, ?, 'seed', ?, ?, ?)`);
    const now = new Date().toISOString();
    for (const c of certificates) {
      insert.run(c.id, c.number, c.issued, c.validUntil, now);
      version.run(c.id, now, c.number, c.issued, c.validUntil);
    }
  },
};
