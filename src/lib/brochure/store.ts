import { currentStore } from "@/lib/db/store";

/**
 * The scope's newest version, as the brochure reads it to know whether its
 * file still says what the scope says: one read by the primary key (any import
 * or edit makes a newer one).
 */
export async function newestScopeVersion(): Promise<{ id: number; change: string } | undefined> {
  return currentStore()
    .selectFrom("scope_row_versions")
    .select(["id", "change"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}
