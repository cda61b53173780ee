import type { DatabaseSync } from "node:sqlite";
import { scopeSearchWordsSeed } from "@/content/scopeSearch";
import type { Migration } from "./types";

/**
 * The scope searched as buyers type (issue 51 item 1). scope_words is an
 * FTS5 index over the same six columns as scope_search (0030), by
 * words this time (unicode61, accents removed, prefix indexes of 2 and 3
 * characters): every word of a search must match, in any order, and a
 * standard's number is a whole word (IS 2026 is not IS 20260). unicode61
 * splits on every mark, so IS 2026, IS:2026 and IS-2026 are the same two
 * words on both sides; the search itself adds the glued spelling (IS2026) and
 * the synonyms (lib/scope/searchQuery.ts). scope_words_terms lists the index's
 * words (fts5vocab), for the nearest spelling of a word spelt wrong. The
 * trigram index scope_search (0030) answered "any piece of three letters"; no
 * search reads it now, so it goes (an import writes one index, not two).
 *
 * scope_search_words holds the synonyms the lab edits (one line a set,
 * "BDV = breakdown voltage"), seeded from content/scopeSearch.ts.
 *
 * Number 39 is another piece of work's, made at the same time.
 */
export const migration: Migration = {
  version: 40,
  name: "scope_words",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE VIRTUAL TABLE scope_words USING fts5(
  discipline, group_name, product, parameter, method, range,
  content = 'scope_rows', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
CREATE TRIGGER scope_words_insert AFTER INSERT ON scope_rows BEGIN
  INSERT INTO scope_words (rowid, discipline, group_name, product, parameter, method, range)
  VALUES (new.id, new.discipline, new.group_name, new.product, new.parameter, new.method, new.range);
END;
CREATE TRIGGER scope_words_update AFTER UPDATE OF discipline, group_name, product, parameter, method, range ON scope_rows BEGIN
  INSERT INTO scope_words (scope_words, rowid, discipline, group_name, product, parameter, method, range)
  VALUES ('delete', old.id, old.discipline, old.group_name, old.product, old.parameter, old.method, old.range);
  INSERT INTO scope_words (rowid, discipline, group_name, product, parameter, method, range)
  VALUES (new.id, new.discipline, new.group_name, new.product, new.parameter, new.method, new.range);
END;
CREATE TRIGGER scope_words_delete AFTER DELETE ON scope_rows BEGIN
  INSERT INTO scope_words (scope_words, rowid, discipline, group_name, product, parameter, method, range)
  VALUES ('delete', old.id, old.discipline, old.group_name, old.product, old.parameter, old.method, old.range);
END;
INSERT INTO scope_words (scope_words) VALUES ('rebuild');
CREATE VIRTUAL TABLE scope_words_terms USING fts5vocab(scope_words, row);
DROP TRIGGER scope_search_insert;
DROP TRIGGER scope_search_update;
DROP TRIGGER scope_search_delete;
DROP TABLE scope_search;
CREATE TABLE scope_search_words (
  id INTEGER PRIMARY KEY,
  words TEXT NOT NULL CHECK (length(words) BETWEEN 1 AND 500)
);
`);
    const insert = db.prepare("INSERT INTO scope_search_words (words) VALUES (?)");
    for (const line of scopeSearchWordsSeed) insert.run(line);
  },
};
