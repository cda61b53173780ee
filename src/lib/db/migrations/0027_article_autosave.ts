import type { Migration } from "./types";

/**
 * The editor saves a draft by itself a few seconds after the writer stops
 * typing (lib/articles/editorLive.ts). Those saves go into one revision, the
 * article's newest when it is marked `autosave` and was made by the same
 * person, instead of one revision every few seconds; the writer's next
 * explicit save takes that revision over (and clears the mark). Revisions
 * kept before are explicit saves (0).
 */
export const migration: Migration = {
  version: 27,
  name: "article_autosave",
  up: `ALTER TABLE article_revisions ADD COLUMN autosave INTEGER NOT NULL DEFAULT 0;`,
};
