import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { careersDesk } from "@/content/careersDesk";
import type { OpeningFormErrors, OpeningFormValues } from "@/lib/careers/openingForm";
import { applyHref, type Opening } from "@/lib/careers/openings";
import {
  CATEGORY_IDS,
  JOB_TYPES,
  OPENING_FIELDS,
  type OpeningField,
} from "@/lib/careers/openingSchema";
import { OPENING_EDIT_PATH, OPENINGS_PATH, openingEditHref } from "@/lib/careers/openingList";
import { openingState } from "@/lib/careers/openingsDesk";
import { actionsFor, type OpeningAction } from "@/lib/careers/openingStates";
import { isCalendarDate } from "@/lib/clock";
import type { JobOpening } from "@/content/types";
import { JobRow } from "@/components/sections/career/JobBoard";
import { CLOSE_DIALOG_ID } from "./closeDialogId";
import { categoryName } from "./OpeningList";
import { DeskErrorSummary } from "@/components/desk/DeskErrorSummary";

const words = careersDesk.edit;
const labels = careersDesk.fields;
const hints: Partial<Record<OpeningField, string>> = careersDesk.hints;
const fieldId = (name: OpeningField) => `opening-${name}`;

const button =
  "min-h-11 rounded-md px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2";

type Props = {
  /** The opening being edited; undefined for a new one. */
  opening: Opening | undefined;
  values: OpeningFormValues;
  /** Each field's problem, by the name the form posts. */
  errors: OpeningFormErrors;
  /** A refusal about no one field (a button the desk did not know). */
  problem?: string | undefined;
  today: string;
  /** The typed words as /career would show them (after Preview). */
  preview?: JobOpening | undefined;
};

const BUTTON_LOOK: Record<OpeningAction, string> = {
  saveDraft: "border border-navy-900 bg-white text-navy-900 hover:bg-steel-50",
  preview: "border border-navy-900 bg-white text-navy-900 hover:bg-steel-50",
  publish: "bg-navy-900 text-white hover:bg-navy-800",
  save: "bg-navy-900 text-white hover:bg-navy-800",
  close: "border border-red-800 bg-white text-red-800 hover:bg-red-50",
  reopen: "bg-navy-900 text-white hover:bg-navy-800",
};

/**
 * The confirmation Close needs, as a form: in the page's <dialog> (with
 * script) or on the page that a first press answers (without). Only its
 * button, posting `confirm=yes`, closes the opening.
 */
function ConfirmClose({
  opening,
  action,
  cancel,
}: {
  opening: Opening;
  action: string;
  cancel: React.ReactNode;
}) {
  const c = words.confirmClose;
  return (
    <>
      <h2 id="close-opening-heading" className="text-xl font-bold">
        {c.heading}
      </h2>
      <p className="mt-2 max-w-prose">{c.body(opening.title)}</p>
      <form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="confirm" value="yes" />
        <button
          type="submit"
          name="action"
          value="close"
          className={`${button} bg-red-800 text-white hover:bg-red-900`}
        >
          {c.confirm}
        </button>
        {cancel}
      </form>
    </>
  );
}

/** Close pressed once without script: the page only asks to confirm. */
export function OpeningCloseStep({ opening }: { opening: Opening }) {
  const action = openingEditHref(opening.id);
  return (
    <>
      <p>
        <a href={action} className="inline-flex min-h-10 items-center underline">
          {words.confirmClose.cancel}
        </a>
      </p>
      <section
        aria-labelledby="close-opening-heading"
        className="mt-2 max-w-3xl rounded-lg border border-red-800 bg-white p-4"
      >
        <ConfirmClose
          opening={opening}
          action={action}
          cancel={
            <a
              href={action}
              className={`${button} inline-flex items-center border border-navy-900 bg-white text-navy-900`}
            >
              {words.confirmClose.cancel}
            </a>
          }
        />
      </section>
    </>
  );
}

/** The typed words as /career would show them, marked as a preview above them (never over them). */
function OpeningPreview({ job }: { job: JobOpening }) {
  return (
    <section
      aria-labelledby="opening-preview-heading"
      className="mt-6 max-w-3xl rounded-lg border-2 border-dashed border-amber-600 bg-steel-50 p-4"
    >
      <h2 id="opening-preview-heading" className="text-lg font-bold">
        {words.preview.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm">{words.preview.body}</p>
      <ul className="mt-4">
        <JobRow job={job} preview={words.preview.apply} />
      </ul>
    </section>
  );
}

/**
 * A new or existing opening: every field, errors per field and in a summary,
 * and the buttons its state offers (lib/careers/openingStates.ts); Close asks
 * to confirm in a <dialog>.
 */
export function OpeningForm({ opening, values, errors, problem, today, preview }: Props) {
  const wrong = OPENING_FIELDS.filter((name) => errors[name]);
  const state = opening && openingState(opening, today);
  const action = opening ? openingEditHref(opening.id) : OPENING_EDIT_PATH;
  const common = (name: OpeningField) => ({
    id: fieldId(name),
    name,
    label: labels[name],
    hint: hints[name],
    error: errors[name],
    required: true,
    defaultValue: values[name],
  });
  return (
    <>
      <p>
        <a href={OPENINGS_PATH} className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
        {opening ? words.editTitle(opening.title) : words.newTitle}
      </h1>
      <p className="mt-2 max-w-prose">{words.intro}</p>
      {opening?.status === "draft" && (
        <p className="mt-2 max-w-prose font-semibold">{words.draftNote}</p>
      )}
      {state === "onSite" && (
        <p className="mt-2 max-w-prose font-semibold">{words.publishedNote}</p>
      )}
      {state === "closed" && <p className="mt-2 max-w-prose font-semibold">{words.closedNote}</p>}
      {state === "pastDeadline" && (
        <p className="mt-2 max-w-prose font-semibold">{words.pastNote}</p>
      )}
      {opening && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          {words.address}: <code>{applyHref(opening.id)}</code>
        </p>
      )}
      {preview && <OpeningPreview job={preview} />}
      <DeskErrorSummary
        heading={words.errors}
        problems={[
          ...(problem ? [{ text: problem }] : []),
          ...wrong.map((name) => ({
            text: `${labels[name]}: ${errors[name]}`,
            href: `#${fieldId(name)}`,
          })),
        ]}
        className="mt-4 max-w-3xl"
      />
      <form
        method="post"
        action={action}
        noValidate
        data-unsaved-warning
        className="mt-6 grid max-w-3xl gap-4 rounded-lg bg-white p-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <TextField {...common("title")} type="text" maxLength={120} />
        </div>
        <SelectField
          {...common("categoryId")}
          options={CATEGORY_IDS}
          labelOf={categoryName}
          placeholder={careersDesk.choose}
        />
        <SelectField {...common("type")} options={JOB_TYPES} placeholder={careersDesk.choose} />
        <TextField {...common("location")} type="text" maxLength={80} />
        <TextField {...common("experience")} type="text" maxLength={40} />
        <div className="sm:col-span-2">
          <TextAreaField {...common("summary")} rows={3} maxLength={800} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField {...common("requirements")} rows={6} />
        </div>
        <TextField
          {...common("deadline")}
          type="date"
          min={today}
          // A date field holds a calendar date or nothing (the browser would drop it anyway).
          defaultValue={isCalendarDate(values.deadline) ? values.deadline : ""}
        />
        <div role="group" aria-label={words.actions} className="flex flex-wrap gap-3 sm:col-span-2">
          {actionsFor(opening?.status).map((a) => (
            <button
              key={a}
              type="submit"
              name="action"
              value={a}
              data-close-opening={a === "close" || undefined}
              className={`${button} ${BUTTON_LOOK[a]}`}
            >
              {a === "save" && opening?.status === "closed" ? words.saveClosed : words.buttons[a]}
            </button>
          ))}
        </div>
      </form>
      {opening?.status === "published" && (
        <dialog
          id={CLOSE_DIALOG_ID}
          aria-labelledby="close-opening-heading"
          className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-red-800 bg-white p-4 text-navy-950 backdrop:bg-black/50"
        >
          <ConfirmClose
            opening={opening}
            action={action}
            cancel={
              <button
                type="submit"
                formMethod="dialog"
                className={`${button} border border-navy-900 bg-white text-navy-900`}
              >
                {words.confirmClose.cancel}
              </button>
            }
          />
        </dialog>
      )}
    </>
  );
}
