import type { Migration } from "./types";

/**
 * The values a visitor typed, one per line, for the search index: text and
 * numbers of the fields JSON at any depth, never the fields' names (so
 * "email" does not find every lead) and not the form's own name (the list
 * filters by form). Unreadable JSON gives nothing rather than an error that
 * would refuse the lead.
 */
const values = (fields: string) => `(
  SELECT group_concat(value, char(10))
  FROM json_tree(CASE WHEN json_valid(${fields}) THEN ${fields} ELSE '{}' END)
  WHERE type IN ('text', 'integer', 'real') AND NOT (path = '$' AND key IS 'form_name')
)`;

/**
 * The desk's search: an FTS5 index of each lead's reference and values,
 * rowid = leads.id, kept in step by triggers (a lead is inserted, then given
 * its reference, and later deleted, never edited otherwise). The trigram
 * tokenizer matches any piece of three characters or more in any script
 * (Hindi words are not split at their vowel signs, as unicode61's default
 * splits them), case- and accent-insensitively. secure-delete removes an
 * erased lead's entries from the index at once, not at a later merge.
 *
 * Also the indexes the list needs at 100,000 leads: its form, date and status
 * filters and the per-status counts read these alone, not the leads' rows.
 */
export const migration: Migration = {
  version: 5,
  name: "lead_search",
  up: `
CREATE VIRTUAL TABLE lead_search USING fts5(
  reference, body,
  tokenize = 'trigram remove_diacritics 1'
);
INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
INSERT INTO lead_search (rowid, reference, body) SELECT id, reference, ${values("fields")} FROM leads;
CREATE TRIGGER lead_search_insert AFTER INSERT ON leads BEGIN
  INSERT INTO lead_search (rowid, reference, body) VALUES (new.id, new.reference, ${values("new.fields")});
END;
CREATE TRIGGER lead_search_update AFTER UPDATE OF id, reference, fields ON leads BEGIN
  DELETE FROM lead_search WHERE rowid = old.id;
  INSERT INTO lead_search (rowid, reference, body) VALUES (new.id, new.reference, ${values("new.fields")});
END;
CREATE TRIGGER lead_search_delete AFTER DELETE ON leads BEGIN
  DELETE FROM lead_search WHERE rowid = old.id;
END;
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_form ON leads (form);
CREATE INDEX lead_status_status ON lead_status (status);
`,
};
