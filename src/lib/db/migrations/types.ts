import type { DatabaseSync } from "node:sqlite";

/** One numbered change to the database's schema (see index.ts). */
export interface Migration {
  version: number;
  name: string;
  /** SQL run as it is, or a step that looks at the database first. */
  up: string | ((db: DatabaseSync) => void);
  /**
   * The same change on PostgreSQL (issue 53): SQL run as it is, "" when the
   * change is SQLite's own. Migrations 1 to 48 have none: PostgreSQL's
   * baseline stands for them (lib/db/postgresBaseline.ts); every later one
   * has it (migrate.test.ts).
   */
  postgres?: string;
}
