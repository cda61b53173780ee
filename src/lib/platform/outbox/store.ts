import type { Kysely, Transaction } from "kysely";
import { currentStore } from "@/lib/db/store";

/**
 * Every e-mail outbox's SQL (issue 52): the leads' and applications'
 * notifications and acknowledgements, the quotations' e-mails and the backup
 * failure e-mails each keep one row per e-mail in their own table, in the
 * columns their kind names; these queries read and write them alike.
 *
 * A row is claimed before it is sent: the claim moves its next attempt a lease
 * ahead in the same statement that picks it, so a second server (or a second
 * drain on this one) looking at the same moment does not pick it too. A sent
 * row is marked sent; a failed one gets its retry time; a server that stops
 * mid-send leaves the row to be picked again when the lease runs out.
 */

/** An outbox's columns: one row per e-mail, in the kind's own table. */
export interface OutboxColumns {
  table: string;
  id: string;
  state: string;
  attempts: string;
  nextAt: string;
  error: string;
  messageId: string;
  sentAt: string;
}

/**
 * The columns of an outbox table made the usual way (the leads' notifications,
 * the acknowledgements, the quotations' e-mails, the backup runs, the mail
 * outbox): the row's `id`, then `state`, `attempts`, `next_attempt_at`,
 * `last_error`, `message_id` and `sent_at`.
 */
export const outboxColumns = (table: string, id = "id"): OutboxColumns => ({
  table,
  id,
  state: "state",
  attempts: "attempts",
  nextAt: "next_attempt_at",
  error: "last_error",
  messageId: "message_id",
  sentAt: "sent_at",
});

/** The outbox columns of a new row made the usual way: pending, first tried at `at`. */
export const pendingOutboxRow = (at: Date) => ({
  state: "pending" as const,
  next_attempt_at: at.toISOString(),
});

/** How long a claimed row is left to its sender (longer than one SMTP exchange with its timeouts). */
export const CLAIM_LEASE_MS = 15 * 60_000;

type Value = string | number | bigint | null | Uint8Array;
type Loose = Record<string, Record<string, Value>>;
// The table and columns come only from the kinds' definitions, never from a request; every value is bound.
const store = () => currentStore() as unknown as Kysely<Loose> | Transaction<Loose>;

/**
 * Claims up to `limit` pending rows due at `now`, oldest first: their next
 * attempt moves to `now + leaseMs` in the one statement that picks them.
 */
export async function claimDue(
  c: Pick<OutboxColumns, "table" | "id" | "state" | "attempts" | "nextAt">,
  now: Date,
  limit: number,
  leaseMs = CLAIM_LEASE_MS,
): Promise<{ id: number; attempts: number }[]> {
  const at = now.toISOString();
  const rows = await store()
    .updateTable(c.table)
    .set({ [c.nextAt]: new Date(now.getTime() + leaseMs).toISOString() })
    .where(c.id, "in", (eb) =>
      eb
        .selectFrom(c.table)
        .select(c.id)
        .where(c.state, "=", "pending")
        .where(c.nextAt, "<=", at)
        .orderBy(c.id)
        .limit(limit),
    )
    // Checked again on the row itself: a row another server claimed meanwhile is left alone.
    .where(c.state, "=", "pending")
    .where(c.nextAt, "<=", at)
    .returning([`${c.id} as id`, `${c.attempts} as attempts`])
    .execute();
  return rows
    .map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The SMTP server took the e-mail: never sent again. The `erased` columns (a
 * link's key, a sealed body) leave the database with it.
 */
export async function markSent(
  c: OutboxColumns,
  id: number,
  messageId: string,
  at: Date,
  erased: readonly string[] = [],
): Promise<void> {
  await store()
    .updateTable(c.table)
    .set({
      [c.state]: "sent",
      [c.messageId]: messageId,
      [c.sentAt]: at.toISOString(),
      [c.error]: null,
      ...Object.fromEntries(erased.map((column) => [column, null])),
    })
    .where(c.id, "=", id)
    .execute();
}

/** The attempt failed: the error kept, the next attempt at `next`. */
export async function markFailed(
  c: Pick<OutboxColumns, "table" | "id" | "attempts" | "error" | "nextAt">,
  id: number,
  error: string,
  next: Date,
): Promise<void> {
  await store()
    .updateTable(c.table)
    .set((eb) => ({
      [c.attempts]: eb(c.attempts, "+", 1),
      [c.error]: error,
      [c.nextAt]: next.toISOString(),
    }))
    .where(c.id, "=", id)
    .execute();
}

/**
 * An outbox table's claim and marks, bound to its columns; `erasedWhenSent`
 * leave the database with the e-mail (markSent).
 */
export function outboxTable(c: OutboxColumns, erasedWhenSent: readonly string[] = []) {
  return {
    due: (now: Date, limit: number) => claimDue(c, now, limit),
    markSent: (id: number, messageId: string, at: Date) =>
      markSent(c, id, messageId, at, erasedWhenSent),
    markFailed: (id: number, error: string, next: Date) => markFailed(c, id, error, next),
  };
}
