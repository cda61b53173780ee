import { TextField } from "@/components/forms/fields";
import { REPORT_KINDS, registerDesk, reportKinds, type ReportKind } from "@/content/reports";
import { REPORT_FIELDS } from "@/lib/reports/reportFields";
import type { ReportField } from "@/lib/reports/reportForm";
import { DeskErrorSummary } from "@/components/desk/DeskErrorSummary";

const words = registerDesk.newPage;
const labels = registerDesk.fields;

const REQUIRED = new Set<ReportField>([
  "reportNumber",
  "discipline",
  "group",
  "customer",
  "itemDescription",
  "standard",
  "issueDate",
]);

const fieldId = (name: ReportField) => `report-${name}`;

type Props = {
  values: Record<ReportField, string>;
  errors: Partial<Record<ReportField, string>>;
  /** The next free ULR of each kind (the page's script swaps it in when the kind changes). */
  suggestions: Record<ReportKind, string>;
};

/** A new report: every field of the register's one schema, errors per field and in a summary. */
export function ReportForm({ values, errors, suggestions }: Props) {
  const wrong = REPORT_FIELDS.filter((name) => errors[name]);
  const text = (name: ReportField, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={labels[name]}
      type={extra.type ?? "text"}
      hint={extra.hint}
      error={errors[name]}
      required={REQUIRED.has(name)}
      defaultValue={values[name]}
    />
  );
  return (
    <>
      <p>
        <a href="/desk/reports" className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-2 max-w-prose">{words.intro}</p>
      <DeskErrorSummary
        heading={words.errors}
        problems={wrong.map((name) => ({
          text: `${labels[name]}: ${errors[name]}`,
          href: `#${fieldId(name)}`,
        }))}
        className="mt-4"
      />
      <form
        method="post"
        action="/desk/reports/new"
        noValidate
        data-ulr-suggestions={JSON.stringify(suggestions)}
        className="mt-6 grid max-w-3xl gap-4 rounded-lg bg-white p-4 sm:grid-cols-2"
      >
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.kind ? `${fieldId("kind")}-error` : undefined}
        >
          <legend className="text-sm font-semibold text-navy-900">{labels.kind}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {REPORT_KINDS.map((kind, i) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  id={i === 0 ? fieldId("kind") : undefined}
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={values.kind === kind}
                  className="size-5"
                />
                {reportKinds[kind].name}
              </label>
            ))}
          </div>
          {errors.kind && (
            <p id={`${fieldId("kind")}-error`} className="text-sm font-medium text-red-700">
              {errors.kind}
            </p>
          )}
        </fieldset>
        <fieldset className="sm:col-span-2" aria-describedby={`${fieldId("accredited")}-hint`}>
          <legend className="text-sm font-semibold text-navy-900">{labels.accredited}</legend>
          <p id={`${fieldId("accredited")}-hint`} className="text-sm text-slate-600">
            {labels.accreditedHint}
          </p>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {(["yes", "no"] as const).map((answer, i) => (
              <label key={answer} className="flex min-h-11 items-center gap-2">
                <input
                  id={i === 0 ? fieldId("accredited") : undefined}
                  type="radio"
                  name="accredited"
                  value={answer}
                  defaultChecked={(values.accredited || "yes") === answer}
                  className="size-5"
                />
                {answer === "yes" ? labels.accreditedYes : labels.accreditedNo}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">{text("ulr", { hint: labels.ulrHint })}</div>
        {text("reportNumber")}
        {text("issueDate", { type: "date" })}
        {text("discipline")}
        {text("group")}
        <div className="sm:col-span-2">{text("customer")}</div>
        <div className="sm:col-span-2">{text("itemDescription")}</div>
        {text("make")}
        {text("model")}
        {text("serialNumber")}
        {text("standard")}
        {text("dueDate", { type: "date", hint: labels.dueDateHint })}
        <div className="sm:col-span-2">
          {text("customerEmail", { hint: labels.customerEmailHint })}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {words.submit}
          </button>
        </div>
      </form>
    </>
  );
}
