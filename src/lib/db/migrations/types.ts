import type { DatabaseSync } from "node:sqlite";

/** One numbered change to the database's schema (see index.ts). */
export interface Migration {
  version: number;
  name: string;
  /** SQL run as it is, or a step that looks at the database first. */
  up: string | ((db: DatabaseSync) => void);
}
