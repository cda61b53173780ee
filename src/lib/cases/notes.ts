import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { cases as words } from "@/content/cases";
import { MAX_NOTE_CHARS } from "@/lib/desk/bodyLimit";
import { DeskError } from "@/lib/desk/errors";
import type { CaseKind, CaseRecord } from "./kind";

export { MAX_NOTE_CHARS };

/** Staff's notes on a case, for staff only (migrations/0003_desk.ts, 0013_applications.ts). */
export interface CaseNote {
  author: string;
  at: string;
  text: string;
}

type Row = Record<string, SQLOutputValue>;

/** A note as typed, trimmed; refused (400, field `note`) when longer than any kind takes. */
export function noteText(typed: string): string {
  const text = typed.trim();
  if (text.length > MAX_NOTE_CHARS)
    throw new DeskError(words.errors.noteTooLong(MAX_NOTE_CHARS, text.length), { field: "note" });
  return text;
}

/** Adds a note (already checked by noteText) and logs it; call inside the caller's transaction. */
export function addNote(
  db: DatabaseSync,
  kind: CaseKind,
  record: CaseRecord,
  text: string,
  author: string,
  now: Date,
): void {
  db.prepare(
    `INSERT INTO ${kind.tables.notes} (${kind.ref}, author, at, text) VALUES (?, ?, ?, ?)`,
  ).run(record.id, author, now.toISOString(), text);
  kind.auditLine(db, author, "note", record.reference, now);
}

/** A record's notes, oldest first. */
export function notesOf(db: DatabaseSync, kind: CaseKind, id: number): CaseNote[] {
  return (
    db
      .prepare(
        `SELECT author, at, text FROM ${kind.tables.notes} WHERE ${kind.ref} = ? ORDER BY id`,
      )
      .all(id) as Row[]
  ).map((r) => ({ author: String(r.author), at: String(r.at), text: String(r.text) }));
}

/** The newest note's text of each record, as a column of a query that names the kind's table `record`. */
export const latestNoteSql = (kind: CaseKind, record: string) =>
  `(SELECT text FROM ${kind.tables.notes} n WHERE n.${kind.ref} = ${record}.id ORDER BY n.id DESC LIMIT 1)`;
