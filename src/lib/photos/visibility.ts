import type { DatabaseSync } from "node:sqlite";

/**
 * Whether a stored photo is on the site's lists: uploaded and not removed
 * ("Remove from gallery" sets hidden_at, migrations/0015_photos.ts). False for
 * no such photo.
 */
export function photoShown(db: DatabaseSync, id: string): boolean {
  return (
    db.prepare("SELECT 1 FROM photos WHERE id = ? AND hidden_at IS NULL").get(id) !== undefined
  );
}
