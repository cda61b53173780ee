import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root: the nearest folder above this module holding the site's
 * package.json (from lib/ under tsx, from dist/server/ in the built server),
 * so the server and the command-line tools open the same database whatever
 * folder they were started from.
 */
export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (
          (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "lab-website"
        )
          return dir;
      } catch {
        // not ours: keep walking up
      }
    }
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** A configured database path (DATABASE_PATH) as a full path: absolute as given, relative to the project's root otherwise. */
export function resolveDataPath(configured: string): string {
  if (configured === ":memory:") return configured;
  return isAbsolute(configured) ? configured : resolve(projectRoot(), configured);
}

/** Where the database is when nothing names it: the lab's whole record, not only its leads. */
export const DEFAULT_DATABASE = "data/lab.sqlite";
/** The file older versions kept everything in, under its old name. */
export const OLD_DEFAULT_DATABASE = "data/leads.sqlite";

export type DatabaseLocation = {
  /** As configured (relative to the project's root unless absolute). */
  configured: string;
  /** Why this file: the start-up line's words. */
  because: string;
};

/**
 * The server's database file: DATABASE_PATH; else LEADS_DB_PATH, its old name;
 * else data/leads.sqlite when an older version left one there and no
 * data/lab.sqlite exists yet (so an upgrade never starts on an empty database); else data/lab.sqlite.
 */
export function databaseLocation(
  env: { DATABASE_PATH?: string; LEADS_DB_PATH?: string } = process.env,
  root = projectRoot(),
): DatabaseLocation {
  const named = env.DATABASE_PATH?.trim();
  if (named) return { configured: named, because: "DATABASE_PATH" };
  const old = env.LEADS_DB_PATH?.trim();
  if (old)
    return {
      configured: old,
      because: "LEADS_DB_PATH, the old name of DATABASE_PATH: rename the setting",
    };
  if (existsSync(join(root, OLD_DEFAULT_DATABASE)) && !existsSync(join(root, DEFAULT_DATABASE)))
    return {
      configured: OLD_DEFAULT_DATABASE,
      because: `an older version's file: with the server stopped, rename it (and its -wal and -shm) to ${DEFAULT_DATABASE}`,
    };
  return { configured: DEFAULT_DATABASE, because: "the default" };
}
