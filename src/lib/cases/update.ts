import type { DatabaseSync } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import type { CaseKind, CaseRecord } from "./kind";
import { addNote, noteText } from "./notes";
import { setStatus } from "./status";

/** What one Save of a case's page changed. */
export interface CaseUpdate {
  status: boolean;
  note: boolean;
}

/**
 * A case page's one Save: the status (when it differs) and a note (when one
 * was typed), in one transaction; each change is in the history, the notes
 * and the audit log. A note over the limit is refused before anything is
 * written (a DeskError); nothing changed writes nothing.
 */
export function updateCase<S extends string>(
  db: DatabaseSync,
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  change: { status: S; note: string },
  who: string,
  now = new Date(),
): CaseUpdate {
  const note = noteText(change.note);
  const status = change.status !== record.status;
  if (!status && !note) return { status, note: false };
  return transaction(db, () => {
    if (status) setStatus(db, kind, record, change.status, who, now);
    if (note) addNote(db, kind, record, note, who, now);
    return { status, note: note !== "" };
  });
}
