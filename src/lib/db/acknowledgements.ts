import type { DatabaseSync } from "node:sqlite";

/**
 * The columns of an outbox table made the usual way (the leads' notifications, the
 * acknowledgements): one row per record in `id`, its state, attempts and times.
 */
export const outboxColumns = (table: string, id: string) => ({
  table,
  id,
  state: "state",
  attempts: "attempts",
  nextAt: "next_attempt_at",
  error: "last_error",
  messageId: "message_id",
  sentAt: "sent_at",
});

type AcknowledgementColumns = Pick<
  ReturnType<typeof outboxColumns>,
  "table" | "id" | "state" | "nextAt"
>;

/**
 * A record's acknowledgement to its sender, queued in the record's own
 * transaction (the caller's) when e-mail is set up; none otherwise (a later
 * set-up never sends it months late). Due at `at` (a test request's is held,
 * as its staff e-mail is, until its PDF is attached).
 */
export function enqueueAcknowledgement(
  db: DatabaseSync,
  c: AcknowledgementColumns,
  id: number,
  email: string,
  state: "pending" | "off" | undefined,
  at: Date,
): void {
  if (state !== "pending") return;
  db.prepare(
    `INSERT INTO ${c.table} (${c.id}, email, ${c.state}, ${c.nextAt}) VALUES (?, ?, 'pending', ?)`,
  ).run(id, email, at.toISOString());
}
