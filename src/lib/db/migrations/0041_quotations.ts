import type { Migration } from "./types";

/**
 * The lab's formal quotations (issue 51 item 3): each sending of a test
 * request's quotation is a new version, kept whole (its lines, place of
 * supply, totals in paise, terms, validity and the PDF sent), with the SHA-256
 * of the customer's private key and the customer's answer: accepted with a
 * purchase-order number (and its file, checked as every upload is) or changes
 * asked in words. Deleted with the lead (an erased request takes its
 * quotations).
 */
export const migration: Migration = {
  version: 41,
  name: "quotations",
  up: `
CREATE TABLE quotations (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  number TEXT NOT NULL,
  email TEXT NOT NULL,
  place_of_supply TEXT,
  lines TEXT NOT NULL,
  subtotal_paise INTEGER NOT NULL,
  taxes TEXT NOT NULL,
  total_paise INTEGER NOT NULL,
  terms TEXT NOT NULL DEFAULT '',
  sent_by TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file BLOB NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  answer TEXT CHECK (answer IN ('accepted', 'changes')),
  answered_at TEXT,
  po_number TEXT,
  po_file_name TEXT,
  po_file_type TEXT,
  po_file BLOB,
  changes TEXT,
  UNIQUE (lead_id, version)
);
`,
};
