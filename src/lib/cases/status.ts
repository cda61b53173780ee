/**
 * A case's status (migrations/0003_desk.ts and 0023_case_status.ts): the
 * current one in the kind's status table, a record without a row having the
 * first status; every change in its changes table, who made it and when.
 */
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { firstStatus, isStatusOf, type CaseKind, type CaseRecord } from "./kind";

type Row = Record<string, SQLOutputValue>;

/** One change of a status; `from` is null for a change made before history was kept. */
export interface StatusChange {
  at: string;
  who: string;
  from: string | null;
  to: string;
}

/**
 * The join and the column that give a list its records' status, for a query
 * that names the kind's table `record` (status rows are few: most records are new).
 */
export const statusSql = (kind: CaseKind, record: string) => ({
  join: `LEFT JOIN ${kind.tables.status} s ON s.${kind.ref} = ${record}.id`,
  column: `COALESCE(s.status, '${firstStatus(kind)}')`,
});

/** The status of a row read with `statusSql` (a value no longer known reads as the first). */
export const statusOfRow = <S extends string>(kind: CaseKind<S>, value: unknown): S =>
  isStatusOf(kind, value) ? value : firstStatus(kind);

/** A record's status as stored now (read inside the caller's transaction, it is the one a change starts from). */
export function statusNow<S extends string>(db: DatabaseSync, kind: CaseKind<S>, id: number): S {
  const row = db
    .prepare(`SELECT status FROM ${kind.tables.status} WHERE ${kind.ref} = ?`)
    .get(id) as Row | undefined;
  return statusOfRow(kind, row?.status);
}

/**
 * Sets a record's status and writes the change to its history and the audit
 * log ("REF: from → to"), from the status `record` has; call inside the
 * caller's transaction.
 */
export function setStatus<S extends string>(
  db: DatabaseSync,
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  status: S,
  who: string,
  now: Date,
): void {
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO ${kind.tables.status} (${kind.ref}, status, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (${kind.ref}) DO UPDATE SET status = excluded.status,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(record.id, status, at, who);
  db.prepare(
    `INSERT INTO ${kind.tables.changes} (${kind.ref}, at, who, from_status, to_status) VALUES (?, ?, ?, ?, ?)`,
  ).run(record.id, at, who, record.status, status);
  kind.auditLine(db, who, "status", `${record.reference}: ${record.status} → ${status}`, now);
}

/** A record's status changes, oldest first. */
export function statusChanges(db: DatabaseSync, kind: CaseKind, id: number): StatusChange[] {
  return (
    db
      .prepare(
        `SELECT at, who, from_status, to_status FROM ${kind.tables.changes} WHERE ${kind.ref} = ? ORDER BY id`,
      )
      .all(id) as Row[]
  ).map((r) => ({
    at: String(r.at),
    who: String(r.who),
    from: r.from_status === null ? null : String(r.from_status),
    to: String(r.to_status),
  }));
}

/** How many records have each status: those without a status row have the first. */
export function statusCounts<S extends string>(
  db: DatabaseSync,
  kind: CaseKind<S>,
): Record<S, number> {
  const counts = Object.fromEntries(kind.statuses.map((s) => [s, 0])) as Record<S, number>;
  const first = firstStatus(kind);
  let marked = 0;
  for (const r of db
    .prepare(
      `SELECT status, COUNT(*) AS n FROM ${kind.tables.status} WHERE status <> ? GROUP BY status`,
    )
    .all(first) as Row[]) {
    marked += Number(r.n);
    if (isStatusOf(kind, r.status)) counts[r.status] = Number(r.n);
  }
  const all = Number((db.prepare(`SELECT COUNT(*) AS n FROM ${kind.table}`).get() as Row).n);
  counts[first] = all - marked;
  return counts;
}
