import type { DatabaseSync } from "node:sqlite";

/** Audit actions whose detail is the client's IP address: blanked after 90 days (lib/desk/purge.ts). */
export const ADDRESS_ACTIONS = [
  "signed in",
  "failed sign-in",
  "wrong sign-in code",
  "signed in with a recovery code",
  "sign-in codes refused: too many wrong",
  "password link requested",
  "password link not sent: enough this hour",
  "password link refused: too many requests",
] as const;

/**
 * Actions counted on one row per who, detail (the address) and India hour
 * (migrations/0008_audit_counts.ts): a flood of failed sign-ins or of password
 * link requests, and the repeated sign-ins of one person from one place, are
 * each a line with a count. Sign-ins written before this stay one row each.
 */
export const GROUPED_ACTIONS: readonly string[] = [
  "failed sign-in",
  "wrong sign-in code",
  "signed in",
  "password link requested",
  "password link not sent: enough this hour",
  "password link refused: too many requests",
];

/** The start of the India hour an instant falls in (IST is UTC+5:30). */
export const indiaHourStart = (now: Date) => {
  const shifted = new Date(now.getTime() + 330 * 60_000);
  shifted.setUTCMinutes(0, 0, 0);
  return new Date(shifted.getTime() - 330 * 60_000).toISOString();
};

/** One line of the desk's audit log: who did what, when (migrations/0003_desk.ts). */
export function audit(
  db: DatabaseSync,
  who: string,
  action: string,
  detail = "",
  now = new Date(),
): void {
  const at = now.toISOString();
  if (GROUPED_ACTIONS.includes(action)) {
    const counted = db
      .prepare(
        `UPDATE desk_audit SET count = count + 1, at = ?
         WHERE id = (SELECT id FROM desk_audit
           WHERE who = ? AND action = ? AND detail = ? AND at >= ? ORDER BY at DESC LIMIT 1)`,
      )
      .run(at, who, action, detail, indiaHourStart(now));
    if (Number(counted.changes) === 1) return;
  }
  db.prepare(
    "INSERT INTO desk_audit (at, first_at, who, action, detail) VALUES (?, ?, ?, ?, ?)",
  ).run(at, at, who, action, detail);
}
