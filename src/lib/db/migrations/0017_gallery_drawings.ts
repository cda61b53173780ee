import type { Migration } from "./types";

/**
 * The gallery's drawings (src/content/gallery.ts) that staff took off the
 * site, by their file: a lab that uploads its own photos may retire the
 * drawings from the desk, and bring one back. Nothing is deleted.
 */
export const migration: Migration = {
  version: 17,
  name: "gallery_drawings",
  up: `
CREATE TABLE hidden_drawings (
  src TEXT PRIMARY KEY,
  hidden_at TEXT NOT NULL,
  hidden_by TEXT NOT NULL
);
`,
};
