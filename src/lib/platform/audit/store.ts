import { currentStore } from "@/lib/db/store";
import { GROUPED_ACTIONS, indiaHourStart } from "./actions";

/**
 * One line of the audit log (desk_audit, migration 0003): who did what, in
 * words, in the transaction in hand when there is one (lib/db/store.ts
 * writeTogether), so a change and its line are stored together. Every area
 * writes its staff's changes here; the desk's audit page reads them
 * (lib/desk/auditLog.ts).
 */
export async function recordAudit(
  who: string,
  action: string,
  detail = "",
  now = new Date(),
): Promise<void> {
  const store = currentStore();
  const at = now.toISOString();
  if (GROUPED_ACTIONS.includes(action)) {
    const sameHour = store
      .selectFrom("desk_audit")
      .select("id")
      .where("who", "=", who)
      .where("action", "=", action)
      .where("detail", "=", detail)
      .where("at", ">=", indiaHourStart(now))
      .orderBy("at", "desc")
      .limit(1);
    const counted = await store
      .updateTable("desk_audit")
      .set((eb) => ({ count: eb("count", "+", 1), at }))
      .where("id", "=", sameHour)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 1) return;
  }
  await store.insertInto("desk_audit").values({ at, first_at: at, who, action, detail }).execute();
}
