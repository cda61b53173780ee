import type { Migration } from "./types";

/**
 * The scope import's dry runs, kept for their Apply in the database rather
 * than one server's memory (issue 52 item 3), so a plan made through one app
 * server is applied through another. One row per plan: its unguessable id,
 * the account that made it (only that account may apply it), when (ms since
 * the epoch; a plan is kept 30 minutes), and the plan itself as JSON (the
 * rows to add, change and remove, at most a 25,000-row file's). `applying_at`
 * is set when an Apply takes the plan: one Apply at a time across the
 * servers, and a plan is applied once (the row goes when its Apply ends).
 */
export const migration: Migration = {
  version: 47,
  name: "scope_import_plans",
  up: `
CREATE TABLE scope_import_plans (
  id TEXT PRIMARY KEY,
  who TEXT NOT NULL,
  made_at INTEGER NOT NULL,
  plan TEXT NOT NULL,
  applying_at INTEGER
);
CREATE INDEX scope_import_plans_who ON scope_import_plans (who, made_at);
CREATE INDEX scope_import_plans_made ON scope_import_plans (made_at);
`,
};
