import type { Migration } from "./types";

/**
 * Job openings get a state: draft (never on /career), published, or closed.
 * Until now an opening was published when added and closed when closed_at was
 * set, so each existing opening becomes published, or closed where closed_at
 * is set; closed_at stays (when it was closed) and nothing else changes.
 */
export const migration: Migration = {
  version: 25,
  name: "opening_states",
  up: (db) => {
    db.exec(`
ALTER TABLE job_openings ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'published', 'closed'));
UPDATE job_openings SET state = 'closed' WHERE closed_at IS NOT NULL;
DROP INDEX job_openings_board;
CREATE INDEX job_openings_board ON job_openings (state, deadline);
`);
  },
};
