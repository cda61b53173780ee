import type { DatabaseSync } from "node:sqlite";
import { careersDesk } from "@/content/careersDesk";
import { doneHref, doneOf } from "@/lib/desk/done";
import { DeskError } from "@/lib/desk/errors";
import { recordIdOf } from "@/lib/desk/recordId";
import { OPENINGS_PATH } from "./openingList";
import {
  postedOpeningForm,
  submitOpeningForm,
  type OpeningFormErrors,
  type OpeningFormValues,
} from "./openingForm";
import { openingById, type Opening } from "./openings";
import { closeOpening, reopenOpening } from "./openingsDesk";

/**
 * The job openings desk's actions (role hr): publish a new opening, save an
 * edit, close, reopen. openingsDesk.ts keeps the writes to job_openings (as
 * reports/register.ts and photos/store.ts do for theirs); this module reads
 * the posted form, decides, and says where the page goes next, as
 * reports/deskActions.ts and photos/deskActions.ts do. It is named for
 * openings because lib/careers holds the applications' desk too.
 */

/** A refused opening action that is about no one field: a form cut off, a button the desk does not know. */
export class OpeningError extends DeskError {}

/** What the list says after an action's redirect (`?done=`, with the opening's `?id=`). */
export type OpeningDone = keyof typeof careersDesk.done;

/** Where an action goes: the list, saying what was done to which opening. */
export const openingDoneHref = (done: OpeningDone, id: string) => doneHref(OPENINGS_PATH, done, id);

/** The words for `?done=` on the list, with the opening's title as it is now. */
export function openingDoneText(db: DatabaseSync, url: URL): string | undefined {
  const done = doneOf(url, careersDesk.done);
  const opening = done && openingById(db, recordIdOf(url, 100));
  return done && opening ? careersDesk.done[done](opening.title) : undefined;
}

/** A form the desk refused: what was typed, and each field's problem (by the form's names). */
export type OpeningEditRefused = {
  ok: false;
  values: OpeningFormValues;
  errors: OpeningFormErrors;
};
export type OpeningEditResult = { ok: true; location: string } | OpeningEditRefused;

async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new OpeningError(careersDesk.edit.notReceived);
  }
}

/**
 * The opening page's form, posted for `existing` (undefined: a new one):
 * Publish (checked with the one schema, then created or saved), Close or
 * Reopen. Answers where to go, or the form with its fields' problems; an
 * OpeningError refuses what is about no field.
 */
export async function openingEditAction(
  db: DatabaseSync,
  existing: Opening | undefined,
  request: Request,
  who: string,
  today: string,
): Promise<OpeningEditResult> {
  const form = await postedForm(request);
  const action = form.get("action");
  if (action === "publish") {
    const values = postedOpeningForm(form);
    const result = submitOpeningForm(db, values, { existing, who, today });
    if (!result.ok) return { ok: false, values, errors: result.errors };
    return {
      ok: true,
      location: openingDoneHref(existing ? "saved" : "created", result.opening.id),
    };
  }
  if (existing && action === "close") {
    closeOpening(db, existing.id, who);
    return { ok: true, location: openingDoneHref("closed", existing.id) };
  }
  if (existing && action === "reopen") {
    reopenOpening(db, existing.id, who);
    return { ok: true, location: openingDoneHref("reopened", existing.id) };
  }
  throw new OpeningError(careersDesk.edit.unknownAction);
}
