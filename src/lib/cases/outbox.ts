import type { DatabaseSync } from "node:sqlite";
import type { OutboxColumns } from "./kind";
import type { Outbox } from "./notifier";

/**
 * An outbox in the database: the columns its kind names (the leads'
 * notifications table, the applications' own row, the acknowledgements'
 * tables), read and written alike. `item` reads the record to send, with its file.
 */
export function caseOutbox<T extends { reference: string }>(
  db: DatabaseSync,
  c: OutboxColumns,
  item: (id: number) => T | undefined,
): Outbox<T> {
  return {
    due: (now, limit) =>
      db
        .prepare(
          `SELECT ${c.id} AS id, ${c.attempts} AS attempts FROM ${c.table}
           WHERE ${c.state} = 'pending' AND ${c.nextAt} <= ? ORDER BY ${c.id} LIMIT ?`,
        )
        .all(now.toISOString(), limit)
        .map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) })),
    item,
    markSent(id, messageId, at) {
      db.prepare(
        `UPDATE ${c.table} SET ${c.state} = 'sent', ${c.messageId} = ?, ${c.sentAt} = ?, ${c.error} = NULL
         WHERE ${c.id} = ?`,
      ).run(messageId, at.toISOString(), id);
    },
    markFailed(id, error, next) {
      db.prepare(
        `UPDATE ${c.table} SET ${c.attempts} = ${c.attempts} + 1, ${c.error} = ?, ${c.nextAt} = ?
         WHERE ${c.id} = ?`,
      ).run(error, next.toISOString(), id);
    },
  };
}
