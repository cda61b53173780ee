import type { Migration } from "./types";

/**
 * A test request's PDF for its customer (issue 39): the thank-you panel links
 * to it by the lead's reference and a random key given once, kept here as its
 * SHA-256 only. Erasing the lead erases the link with it.
 */
export const migration: Migration = {
  version: 32,
  name: "request_links",
  up: `
CREATE TABLE request_links (
  lead_id INTEGER PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE
);
`,
};
