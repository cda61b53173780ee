import type { DatabaseSync } from "node:sqlite";
import { outboxColumns } from "@/lib/leads/acknowledgements";

export { outboxColumns };

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
