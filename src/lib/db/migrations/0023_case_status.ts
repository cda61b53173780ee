import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { Migration } from "./types";

/**
 * Leads and job applications as one kind of record, a case (lib/cases): each
 * has its current status in a table of its own (a record without a row has
 * the first status, "new"), every change of it in another (who, when, from,
 * to), and its notes, all deleted with the record.
 *
 * Leads had the first (lead_status) and their notes; applications kept the
 * status in a column of their own row and its changes only in the audit log.
 * This gives applications the leads' shape and both a history:
 *
 * - application_status holds each application's status (its column's value),
 *   changed by the audit log's latest line about it, else unknown ('');
 * - lead_status_changes and application_status_changes get every change the
 *   audit log recorded ("LEAD-…: new → quoted", "APP-…: new -> interview"),
 *   oldest first, by whom and when; where the current status is not the last
 *   change written there (set before the log, or by hand), one more change
 *   says so, at the status's own time, from the last known status;
 * - applications lose their `status` column and `updated_at` (what changed
 *   when is now the history and the notes).
 *
 * The audit log is read, never changed; notes are not touched.
 */

type Row = Record<string, SQLOutputValue>;

interface Kind {
  records: string;
  ref: string;
  status: string;
  changes: string;
  /** The audit log's action for a status change. */
  action: string;
}

const KINDS: readonly Kind[] = [
  {
    records: "leads",
    ref: "lead_id",
    status: "lead_status",
    changes: "lead_status_changes",
    action: "status changed",
  },
  {
    records: "applications",
    ref: "application_id",
    status: "application_status",
    changes: "application_status_changes",
    action: "application status changed",
  },
];

const changesTable = ({ records, ref, changes }: Kind) => `
CREATE TABLE ${changes} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ${ref} INTEGER NOT NULL REFERENCES ${records} (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL
);
CREATE INDEX ${changes}_of ON ${changes} (${ref}, id);
`;

/** "REF: from → to" (leads) or "REF: from -> to" (applications), as the audit log wrote them. */
const CHANGE_DETAIL = /^(.+): (\S+) (?:→|->) (\S+)$/;

/** The audit log's status changes of one kind, oldest first, as rows of its history table. */
function historyFromAudit(db: DatabaseSync, kind: Kind): void {
  const idOf = db.prepare(`SELECT id FROM ${kind.records} WHERE reference = ?`);
  const insert = db.prepare(
    `INSERT INTO ${kind.changes} (${kind.ref}, at, who, from_status, to_status) VALUES (?, ?, ?, ?, ?)`,
  );
  const lines = db
    .prepare("SELECT at, who, detail FROM desk_audit WHERE action = ? ORDER BY at, id")
    .all(kind.action) as Row[];
  for (const line of lines) {
    const match = CHANGE_DETAIL.exec(String(line.detail));
    if (!match) continue;
    const record = idOf.get(match[1]!) as Row | undefined;
    if (!record) continue; // erased since
    insert.run(record.id!, String(line.at), String(line.who), match[2]!, match[3]!);
  }
}

/** A change for every current status the history does not end with (set before the log, or by hand). */
function historyFromStatus(db: DatabaseSync, kind: Kind): void {
  const rows = db
    .prepare(
      `SELECT s.${kind.ref} AS record, s.status, s.updated_at, s.updated_by,
         (SELECT to_status FROM ${kind.changes} c WHERE c.${kind.ref} = s.${kind.ref}
          ORDER BY c.id DESC LIMIT 1) AS last
       FROM ${kind.status} s ORDER BY s.updated_at, s.${kind.ref}`,
    )
    .all() as Row[];
  const insert = db.prepare(
    `INSERT INTO ${kind.changes} (${kind.ref}, at, who, from_status, to_status) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const row of rows)
    if (row.last !== row.status)
      insert.run(row.record!, row.updated_at!, row.updated_by!, row.last ?? null, row.status!);
}

export const migration: Migration = {
  version: 23,
  name: "case_status",
  up(db) {
    const [leads, applications] = KINDS as [Kind, Kind];
    db.exec(`
CREATE TABLE application_status (
  application_id INTEGER PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE INDEX application_status_status ON application_status (status);
${changesTable(leads)}
${changesTable(applications)}
`);
    for (const kind of KINDS) historyFromAudit(db, kind);
    // Every application whose status is not new, or was ever changed, gets its row.
    db.exec(`
INSERT INTO application_status (application_id, status, updated_at, updated_by)
SELECT a.id, a.status,
  CASE WHEN c.to_status = a.status THEN c.at ELSE a.updated_at END,
  CASE WHEN c.to_status = a.status THEN c.who ELSE '' END
FROM applications a
LEFT JOIN application_status_changes c ON c.id =
  (SELECT MAX(id) FROM application_status_changes WHERE application_id = a.id)
WHERE a.status <> 'new' OR c.id IS NOT NULL
ORDER BY a.id;
`);
    for (const kind of KINDS) historyFromStatus(db, kind);
    db.exec(`
ALTER TABLE applications DROP COLUMN status;
ALTER TABLE applications DROP COLUMN updated_at;
`);
  },
};
