import { careersDesk } from "@/content/careersDesk";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { DeskError } from "@/lib/platform/convention/errors";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { OPENINGS_PATH } from "./openingList";
import type { JobOpening } from "@/content/types";
import {
  checkOpeningForm,
  openingFormOf,
  postedOpeningForm,
  submitOpeningForm,
  type OpeningFormErrors,
  type OpeningFormValues,
} from "./openingForm";
import type { Opening } from "./openings";
import { closeOpening, slugOf } from "./openingsDesk";
import { openingById } from "./store";
import type { OpeningInput } from "./openingSchema";
import { allows, OPENING_ACTIONS, type OpeningAction } from "./openingStates";

/**
 * The job openings desk's actions (role hr): save a draft, preview, publish,
 * save changes, close (confirmed), publish again. openingsDesk.ts keeps the writes to job openings
 * (their SQL in ./store.ts); this module reads
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
export async function openingDoneText(url: URL): Promise<string | undefined> {
  const done = doneOf(url, careersDesk.done);
  const opening = done && (await openingById(recordIdOf(url, 100)));
  return done && opening ? careersDesk.done[done](opening.title) : undefined;
}

/**
 * The opening page after a post that did not leave it: the form as typed with
 * each field's problem, and perhaps the preview of what was typed (nothing
 * saved) or the step that confirms closing.
 */
export type OpeningEditShown = {
  ok: false;
  values: OpeningFormValues;
  errors: OpeningFormErrors;
  /** The words as /career would show them (Preview). */
  preview?: JobOpening | undefined;
  /** Close was pressed once: the page asks to confirm. */
  confirmClose?: boolean | undefined;
};
export type OpeningEditResult = { ok: true; location: string } | OpeningEditShown;

/** Where each saving action goes: the list, saying what was done. */
const DONE_OF = {
  saveDraft: "drafted",
  publish: "published",
  save: "saved",
  reopen: "reopened",
} as const satisfies Record<string, OpeningDone>;

async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new OpeningError(careersDesk.edit.notReceived);
  }
}

/**
 * The opening page's form, posted for `existing` (undefined: a new one), with
 * one of the buttons its state offers (openingStates.ts; any other is
 * refused, 409): Save draft, Publish, Save changes and Reopen check the form
 * with the one schema and save it; Preview checks it and shows it as /career
 * would, saving nothing; Close asks to confirm, and closes only when posted
 * with that confirmation. Answers where to go, or the page to show again; an
 * OpeningError refuses what is about no field.
 */
export async function openingEditAction(
  existing: Opening | undefined,
  request: Request,
  who: string,
  today: string,
): Promise<OpeningEditResult> {
  const form = await postedForm(request);
  const action = String(form.get("action") ?? "");
  if (!OPENING_ACTIONS.includes(action as OpeningAction))
    throw new OpeningError(careersDesk.edit.unknownAction);
  if (!allows(existing?.status, action))
    throw new OpeningError(careersDesk.edit.notNow, { status: 409 });
  if (action === "close") {
    if (!existing) throw new OpeningError(careersDesk.edit.unknownAction);
    if (form.get("confirm") !== "yes")
      return { ok: false, values: openingFormOf(existing), errors: {}, confirmClose: true };
    await closeOpening(existing.id, who);
    return { ok: true, location: openingDoneHref("closed", existing.id) };
  }
  const values = postedOpeningForm(form);
  if (action === "preview") {
    const checked = checkOpeningForm(values, { existing, today, action });
    if (!checked.ok) return { ok: false, values, errors: checked.errors };
    return { ok: false, values, errors: {}, preview: previewOf(checked.input, existing, today) };
  }
  const result = await submitOpeningForm(values, { existing, who, today, action });
  if (!result.ok) return { ok: false, values, errors: result.errors };
  return { ok: true, location: openingDoneHref(DONE_OF[action], result.opening.id) };
}

/** What /career would show of the typed words: the opening's id (or the one it would get) and posted day. */
const previewOf = (
  input: OpeningInput,
  existing: Opening | undefined,
  today: string,
): JobOpening => ({
  id: existing?.id ?? slugOf(input.title),
  title: input.title,
  type: input.type,
  location: input.location,
  experience: input.experience,
  summary: input.summary,
  requirements: input.requirements,
  deadline: input.deadline,
  postedOn: existing?.postedOn ?? today,
});
