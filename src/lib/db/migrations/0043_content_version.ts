import type { Migration } from "./types";

/**
 * One number that every change to what visitors see moves on (issue 52 item
 * 3): each server keeps public pages rendered in memory, and a second server
 * on the same database learns of a desk edit made on the first by reading
 * this number (lib/site/contentChanged.ts), not by an in-process event.
 */
export const migration: Migration = {
  version: 43,
  name: "content_version",
  up: `
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  changed_at TEXT NOT NULL
);
INSERT INTO content_version (id, version, changed_at) VALUES (1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
`,
};
