import type { DatabaseSync } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { setFollowUp, type FollowUp } from "./followUp";
import type { CaseKind, CaseRecord } from "./kind";
import { addNote, noteText } from "./notes";
import { setStatus, statusNow } from "./status";

/** What one Save of a case's page changed. */
export interface CaseUpdate {
  status: boolean;
  note: boolean;
  owner: boolean;
  followUp: boolean;
}

/**
 * A case page's one Save: the status (when it differs from the stored one,
 * read in the same transaction, so two people saving at once each change it
 * from what the other left), a note (when one was typed), and, when the form
 * carried them, the owner and the follow-up date; each change is in the
 * history, the notes and the audit log. A note over the limit is refused
 * before anything is written (a DeskError); nothing changed writes nothing.
 */
export function updateCase<S extends string>(
  db: DatabaseSync,
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  change: { status: S; note: string; followUp?: FollowUp | undefined },
  who: string,
  now = new Date(),
): CaseUpdate {
  const note = noteText(change.note);
  return transaction(db, () => {
    const stored = { ...record, status: statusNow(db, kind, record.id) };
    const status = change.status !== stored.status;
    if (status) setStatus(db, kind, stored, change.status, who, now);
    if (note) addNote(db, kind, stored, note, who, now);
    const assigned = change.followUp
      ? setFollowUp(db, kind, stored, change.followUp, who, now)
      : { owner: false, followUp: false };
    return { status, note: note !== "", ...assigned };
  });
}
