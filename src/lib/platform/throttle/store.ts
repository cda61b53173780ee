import { currentEngine, currentStore, writeTogether } from "@/lib/db/store";

/**
 * The throttles' SQL (THROTTLES=database): each accepted attempt is a row, so
 * a limit counts the attempts made through every app server on the database.
 */

/**
 * Records an attempt by `client` at `throttle` unless it has made `limit`
 * since `since`: the count and the insert are one statement, so two servers
 * answering the same client at once cannot both slip under the limit (on
 * SQLite one statement is one write; on PostgreSQL two statements at once
 * each count without the other's row, so it runs under the write lock,
 * lib/db/store.ts writeTogether). Answers whether the attempt was accepted.
 */
export function recordHit(
  throttle: string,
  client: string,
  at: Date,
  since: Date,
  limit: number,
): Promise<boolean> {
  const record = () => insertUnderLimit(throttle, client, at, since, limit);
  return currentEngine() === "postgres" ? writeTogether(record) : record();
}

async function insertUnderLimit(
  throttle: string,
  client: string,
  at: Date,
  since: Date,
  limit: number,
): Promise<boolean> {
  const store = currentStore();
  const attemptsInWindow = store
    .selectFrom("throttle_hits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("throttle", "=", throttle)
    .where("client", "=", client)
    .where("at", ">", since.toISOString());
  const result = await store
    .insertInto("throttle_hits")
    .columns(["throttle", "client", "at"])
    .expression(
      store
        .selectNoFrom((eb) => [
          eb.val(throttle).as("throttle"),
          eb.val(client).as("client"),
          eb.val(at.toISOString()).as("at"),
        ])
        .where(attemptsInWindow, "<", limit),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many attempts `client` made at `throttle` since `since`. */
export async function hitsSince(throttle: string, client: string, since: Date): Promise<number> {
  const row = await currentStore()
    .selectFrom("throttle_hits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("throttle", "=", throttle)
    .where("client", "=", client)
    .where("at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets a throttle's attempts made before `before` (outside its window). */
export async function forgetHitsBefore(throttle: string, before: Date): Promise<void> {
  await currentStore()
    .deleteFrom("throttle_hits")
    .where("throttle", "=", throttle)
    .where("at", "<=", before.toISOString())
    .execute();
}
