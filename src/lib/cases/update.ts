import { writeTogether } from "@/lib/db/store";
import type { FollowUp } from "./kind";
import type { CaseKind, CaseRecord } from "./kind";
import { noteText } from "./notes";
import { addNote, setFollowUp, setStatus, statusNow } from "./store";

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
export async function updateCase<S extends string>(
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  change: { status: S; note: string; followUp?: FollowUp | undefined },
  who: string,
  now = new Date(),
): Promise<CaseUpdate> {
  const note = noteText(change.note);
  return writeTogether(async () => {
    const stored = { ...record, status: await statusNow(kind, record.id) };
    const status = change.status !== stored.status;
    if (status) await setStatus(kind, stored, change.status, who, now);
    if (note) await addNote(kind, stored, note, who, now);
    const assigned = change.followUp
      ? await setFollowUp(kind, stored, change.followUp, who, now)
      : { owner: false, followUp: false };
    return { status, note: note !== "", ...assigned };
  });
}
