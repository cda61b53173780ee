import { currentStore } from "@/lib/db/store";

/** The content version (migration 0043): moved on by every change to what visitors see. */
export async function readContentVersion(): Promise<number> {
  const row = await currentStore()
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Moves the content version on; answers the new one. */
export async function moveContentVersion(now: Date): Promise<number> {
  const row = await currentStore()
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: now.toISOString() }))
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}
