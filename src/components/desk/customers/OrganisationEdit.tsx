import type { ReactNode } from "react";
import { DeskErrorSummary } from "@/components/desk/DeskErrorSummary";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { customersDesk } from "@/content/portal";
import { remindersDesk } from "@/content/portalReminders";
import {
  CUSTOMERS_HREF,
  ORGANISATION_HREF,
  type OrganisationField,
  type OrganisationForm,
} from "@/lib/customers/deskActions";

const words = customersDesk.edit;

/** An organisation's name and its addresses and domains; a new one when `id` is not given. */
export function OrganisationEdit({
  id,
  heading,
  form,
  reports,
  done,
  children,
}: {
  id?: number | undefined;
  heading: string;
  form: OrganisationForm;
  reports?: number | undefined;
  done?: string | undefined;
  /** Shown after the forms: what was e-mailed to the organisation's addresses. */
  children?: ReactNode;
}) {
  const { values, errors } = form;
  const fieldId = (name: OrganisationField) => `organisation-${name}`;
  const wrong = (["name", "addresses", "reminderDays"] as const).filter((f) => errors[f]);
  const action = id === undefined ? ORGANISATION_HREF : `${ORGANISATION_HREF}?id=${id}`;
  return (
    <>
      <p>
        <a href={CUSTOMERS_HREF} className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold break-words">{heading}</h1>
      {done && (
        <p role="status" className="mt-3 rounded-md border border-green-800 bg-green-50 p-3">
          {done}
        </p>
      )}
      {reports !== undefined && <p className="mt-2">{words.reports(reports)}</p>}
      <DeskErrorSummary
        heading={words.errors}
        problems={wrong.map((f) => ({ text: errors[f]!, href: `#${fieldId(f)}` }))}
      />
      <form
        method="post"
        action={action}
        noValidate
        className="mt-6 grid max-w-2xl gap-4 rounded-lg bg-white p-4"
      >
        <input type="hidden" name="action" value="save" />
        <TextField
          id={fieldId("name")}
          name="name"
          label={words.name}
          maxLength={200}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <TextAreaField
          id={fieldId("addresses")}
          name="addresses"
          label={words.addresses}
          hint={words.addressesHint}
          rows={6}
          spellCheck={false}
          required
          defaultValue={values.addresses}
          error={errors.addresses}
        />
        <TextField
          id={fieldId("reminderDays")}
          name="reminderDays"
          label={remindersDesk.leadTime}
          hint={remindersDesk.leadTimeHint}
          inputMode="numeric"
          maxLength={3}
          defaultValue={values.reminderDays}
          error={errors.reminderDays}
        />
        <div>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {words.save}
          </button>
        </div>
      </form>
      {id !== undefined && (
        <form method="post" action={action} className="mt-8 max-w-2xl rounded-lg bg-white p-4">
          <input type="hidden" name="action" value="remove" />
          <p className="text-sm" id="organisation-remove-hint">
            {words.removeHint}
          </p>
          <button
            type="submit"
            aria-describedby="organisation-remove-hint"
            className="mt-3 min-h-11 rounded-md border border-red-800 px-4 font-semibold text-red-800 hover:bg-red-50"
          >
            {words.remove}
          </button>
        </form>
      )}
      {children}
    </>
  );
}
