import type { DatabaseSync } from "node:sqlite";
import { scopeSeed } from "@/content/scope";
import type { Migration } from "./types";

/**
 * The scope of accreditation as rows (issue 39): what the lab tests and
 * calibrates, to which method, over which range, and whether NABL accredits
 * it. A fresh database starts with content/scope.ts; after that the table is
 * the source (the desk imports NABL's schedule or edits a row).
 *
 * `id` is the row's public number (/scope, /request?rows=): AUTOINCREMENT, so
 * a number is never given twice, and an import that only changes a row keeps
 * it. A row an import removes stays with removed_at set (a request made
 * before still names it). Every state a row has been in is kept in
 * scope_row_versions as JSON of its values, the seed's first. The services a
 * row belongs to are scope_row_services. scope_search is an FTS5 trigram
 * index over the words people search (as the register's, 0016).
 *
 * Number 29 is another piece of work's, made at the same time.
 */
export const migration: Migration = {
  version: 30,
  name: "scope",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE TABLE scope_rows (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('testing', 'calibration')),
  discipline TEXT NOT NULL,
  group_name TEXT NOT NULL,
  product TEXT NOT NULL,
  parameter TEXT NOT NULL,
  method TEXT NOT NULL,
  range TEXT NOT NULL DEFAULT '',
  cmc TEXT NOT NULL DEFAULT '',
  accredited INTEGER NOT NULL CHECK (accredited IN (0, 1)),
  price_paise INTEGER CHECK (price_paise IS NULL OR price_paise >= 0),
  position INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  removed_at TEXT
);
CREATE INDEX scope_rows_current ON scope_rows (removed_at, kind, group_name, position);
CREATE INDEX scope_rows_discipline ON scope_rows (discipline);
CREATE TABLE scope_row_services (
  row_id INTEGER NOT NULL REFERENCES scope_rows (id),
  service_id TEXT NOT NULL,
  PRIMARY KEY (row_id, service_id)
) WITHOUT ROWID;
CREATE INDEX scope_row_services_service ON scope_row_services (service_id, row_id);
CREATE TABLE scope_row_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  row_id INTEGER NOT NULL REFERENCES scope_rows (id),
  saved_at TEXT NOT NULL,
  who TEXT NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('seed', 'added', 'changed', 'removed', 'restored')),
  row_values TEXT NOT NULL
);
CREATE INDEX scope_row_versions_row ON scope_row_versions (row_id, id);
CREATE VIRTUAL TABLE scope_search USING fts5(
  discipline, group_name, product, parameter, method, range,
  content = 'scope_rows', content_rowid = 'id',
  tokenize = 'trigram remove_diacritics 1'
);
CREATE TRIGGER scope_search_insert AFTER INSERT ON scope_rows BEGIN
  INSERT INTO scope_search (rowid, discipline, group_name, product, parameter, method, range)
  VALUES (new.id, new.discipline, new.group_name, new.product, new.parameter, new.method, new.range);
END;
CREATE TRIGGER scope_search_update AFTER UPDATE OF discipline, group_name, product, parameter, method, range ON scope_rows BEGIN
  INSERT INTO scope_search (scope_search, rowid, discipline, group_name, product, parameter, method, range)
  VALUES ('delete', old.id, old.discipline, old.group_name, old.product, old.parameter, old.method, old.range);
  INSERT INTO scope_search (rowid, discipline, group_name, product, parameter, method, range)
  VALUES (new.id, new.discipline, new.group_name, new.product, new.parameter, new.method, new.range);
END;
CREATE TRIGGER scope_search_delete AFTER DELETE ON scope_rows BEGIN
  INSERT INTO scope_search (scope_search, rowid, discipline, group_name, product, parameter, method, range)
  VALUES ('delete', old.id, old.discipline, old.group_name, old.product, old.parameter, old.method, old.range);
END;
`);
    const insert = db.prepare(`INSERT INTO scope_rows
      (id, kind, discipline, group_name, product, parameter, method, range, cmc, accredited, price_paise, position, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const service = db.prepare("INSERT INTO scope_row_services (row_id, service_id) VALUES (?, ?)");
    const version =
      db.prepare(`INSERT INTO scope_row_versions (row_id, saved_at, who, change, row_values)
      VALUES (?, ?, 'seed', 'seed', ?)`);
    const now = new Date().toISOString();
    scopeSeed.forEach((row, index) => {
      const id = index + 1;
      const pricePaise = row.priceRupees === null ? null : Math.round(row.priceRupees * 100);
      insert.run(
        id,
        row.kind,
        row.discipline,
        row.group,
        row.product,
        row.parameter,
        row.method,
        row.range,
        row.cmc,
        row.accredited ? 1 : 0,
        pricePaise,
        id,
        now,
      );
      for (const s of row.services) service.run(id, s);
      version.run(
        id,
        now,
        JSON.stringify({
          kind: row.kind,
          discipline: row.discipline,
          group: row.group,
          product: row.product,
          parameter: row.parameter,
          method: row.method,
          range: row.range,
          cmc: row.cmc,
          accredited: row.accredited,
          pricePaise,
          services: row.services,
        }),
      );
    });
  },
};
