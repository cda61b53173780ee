/**
 * Who follows a case up, and by when, as posted on the desk: checked before
 * ./store.ts keeps it (the FollowUp in ./kind.ts).
 */
import { cases as words } from "@/content/cases";
import { isCalendarDate } from "@/lib/clock";
import { DeskError } from "@/lib/platform/convention/errors";
import type { CaseKind, CaseRecord, FollowUp } from "./kind";
import { colleaguesFor, followUpOf } from "./store";

/** The latest follow-up date the desk takes: some years ahead is plenty for a sale or a hire. */
const LAST_YEAR = 2099;

/**
 * The owner and date as posted (the owner's address or "", a date or ""),
 * checked: the owner must be a colleague who may own this kind, the date a
 * real day from 2000 to 2099 (the owner already kept stays allowed). Refusals
 * name their field.
 */
export async function followUpFromForm(
  kind: CaseKind,
  record: CaseRecord,
  posted: { owner: string; due: string },
): Promise<FollowUp> {
  const owner = posted.owner.trim().toLowerCase();
  const due = posted.due.trim();
  // The owner kept as they are, even when their role has gone since (a Save of the status must not fail on it).
  const kept = (await followUpOf(kind, record.id)).owner;
  const colleague =
    owner && kept?.toLowerCase() === owner
      ? { email: kept }
      : (await colleaguesFor(kind)).find((c) => c.email.toLowerCase() === owner);
  if (owner && !colleague) throw new DeskError(words.errors.owner, { field: "owner" });
  if (
    due &&
    (!isCalendarDate(due) || Number(due.slice(0, 4)) < 2000 || Number(due.slice(0, 4)) > LAST_YEAR)
  )
    throw new DeskError(words.errors.followUp, { field: "follow-up" });
  return { owner: colleague?.email ?? null, due: due || null };
}
