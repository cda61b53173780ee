import { onRecordStore } from "./record";

/** How many times the desk's audit log holds `action` (a flood's lines are one line with a count). */
export function auditCount(dbPath: string, action: string): Promise<number> {
  return onRecordStore(dbPath, async (store) => {
    const row = await store
      .selectFrom("desk_audit")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("count"), eb.lit(0)).as("n"))
      .where("action", "=", action)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
