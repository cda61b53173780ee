import { currentStore, withStore } from "@/lib/db/store";
import { allScopeRows } from "@/lib/scope/rows";
import type { BrochureScope } from "./current";
import { newestScopeVersion } from "./store";

/**
 * The scope as the brochure needs it (issue 51 item 4): its newest version's
 * id and its rows, read only when a brochure is made. While the newest
 * version is the seed's, the scope is the seed, which the brochure built with
 * the site lists already.
 */
export async function scopeForBrochure(): Promise<BrochureScope> {
  const newest = await newestScopeVersion();
  // Read later, maybe after this work is done: on this work's store.
  const store = currentStore();
  return {
    basis: newest?.change === "seed" ? "seed" : Number(newest?.id ?? 0),
    rows: () => withStore(store, allScopeRows),
  };
}
