import type { Migration } from "./types";

/**
 * Photos uploaded on the desk (role `content`): one row per photo, its files
 * (AVIF and WebP at a few widths) in the photos/ folder beside the database.
 * A photo is never deleted: "Remove from gallery" sets hidden_at. A service's
 * page shows the photo chosen for it in service_photos instead of its drawing.
 */
export const migration: Migration = {
  version: 15,
  name: "photos",
  up: `
CREATE TABLE photos (
  id TEXT PRIMARY KEY,
  alt TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  album TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  variants TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  hidden_at TEXT
);
CREATE INDEX photos_album ON photos (album, hidden_at, created_at);
CREATE TABLE service_photos (
  service_id TEXT PRIMARY KEY,
  photo_id TEXT NOT NULL REFERENCES photos (id),
  chosen_at TEXT NOT NULL,
  chosen_by TEXT NOT NULL
);
`,
};
