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
import { isCalendarDate } from "@/lib/clock";
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
};

/** A new or existing opening: every field, errors per field and in a summary; close or reopen. */
export function OpeningForm({ opening, values, errors, problem, today }: Props) {
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
      {state === "closed" && <p className="mt-2 max-w-prose font-semibold">{words.closedNote}</p>}
      {state === "pastDeadline" && (
        <p className="mt-2 max-w-prose font-semibold">{words.pastNote}</p>
      )}
      {opening && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          {words.address}: <code>{applyHref(opening.id)}</code>
        </p>
      )}
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
        <div className="sm:col-span-2">
          <button
            type="submit"
            name="action"
            value="publish"
            className={`${button} bg-navy-900 text-white hover:bg-navy-800`}
          >
            {state === "closed" ? words.saveClosed : words.publish}
          </button>
        </div>
      </form>
      {opening && (
        <form method="post" action={action} className="mt-4 max-w-3xl">
          {state === "closed" ? (
            <button
              type="submit"
              name="action"
              value="reopen"
              className={`${button} border border-navy-900 bg-white text-navy-900 hover:bg-steel-50`}
            >
              {words.reopen}
            </button>
          ) : (
            <button
              type="submit"
              name="action"
              value="close"
              className={`${button} border border-red-800 bg-white text-red-800 hover:bg-red-50`}
            >
              {words.close}
            </button>
          )}
        </form>
      )}
    </>
  );
}
