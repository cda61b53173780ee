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

/** LEADS_DB_PATH as a full path: absolute as given, relative to the project's root otherwise. */
export function resolveDataPath(configured: string): string {
  if (configured === ":memory:") return configured;
  return isAbsolute(configured) ? configured : resolve(projectRoot(), configured);
}
