import type { DatabaseSync } from "node:sqlite";
import type { Migration } from "./types";

/**
 * Every form a visitor sent, with its uploaded file. AUTOINCREMENT: an erased
 * lead's id, and so its reference, is never given again.
 */
const LEADS = `
CREATE TABLE leads (
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
`;

const COLUMNS =
  "id, reference, created_at, template, form, fields, file_name, file_type, file_size, file, client, user_agent";

function tableSql(db: DatabaseSync, table: string): string | undefined {
  const row = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table);
  return row ? String(row.sql) : undefined;
}

export const migration: Migration = {
  version: 1,
  name: "leads",
  up(db) {
    const existing = tableSql(db, "leads");
    if (existing === undefined) db.exec(LEADS);
    else if (!/AUTOINCREMENT/i.test(existing)) {
      // A table made before ids were AUTOINCREMENT: rebuilt, its rows and ids kept.
      db.exec(LEADS.replace("leads (", "leads_rebuilt ("));
      db.exec(`INSERT INTO leads_rebuilt (${COLUMNS}) SELECT ${COLUMNS} FROM leads`);
      db.exec("DROP TABLE leads");
      db.exec("ALTER TABLE leads_rebuilt RENAME TO leads");
    }
  },
};
