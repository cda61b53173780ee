import type { DatabaseSync } from "node:sqlite";
import { allScopeRows } from "@/lib/scope/rows";
import type { BrochureScope } from "./current";

/**
 * The scope as the brochure needs it (issue 51 item 4): its newest version's
 * id (one read by the primary key: any import or edit makes a newer one) and
 * its rows, read only when a brochure is made. While the newest version is
 * the seed's, the scope is the seed, which the brochure built with the site
 * lists already.
 */
export function scopeForBrochure(db: DatabaseSync): BrochureScope {
  const newest = db
    .prepare("SELECT id, change FROM scope_row_versions ORDER BY id DESC LIMIT 1")
    .get();
  return {
    basis: newest?.change === "seed" ? "seed" : Number(newest?.id ?? 0),
    rows: () => allScopeRows(db),
  };
}
