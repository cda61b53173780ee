import { TextAreaField, TextField } from "@/components/forms/fields";
import {
  breachDesk,
  breachMoments,
  breachTextFields,
  type BreachMoment,
  type BreachTextField,
} from "@/content/privacyBreaches";
import type { BreachForm as Form } from "@/lib/privacyBreaches/deskActions";
import { DeskErrorSummary } from "../DeskErrorSummary";
import { deskButton } from "../DeskActionForm";

const ONE_LINE: readonly BreachTextField[] = ["title", "occurred", "location"];
const REQUIRED: readonly string[] = ["title", "nature", "awareAt"];
const fieldId = (name: string) => `breach-${name}`;
const labelOf = (name: BreachTextField | BreachMoment) =>
  (breachTextFields as readonly string[]).includes(name)
    ? breachDesk.fields[name as BreachTextField].label
    : breachDesk.moments[name as BreachMoment].label;

/**
 * A breach's record as one plain form (it works without script): what staff
 * know of each element rule 7 names, and the moments its clocks run from and
 * stop at. `version` is the latest version when the page was opened.
 */
export function BreachForm({
  form,
  action,
  heading,
  submit,
  version,
}: {
  form: Form;
  action: string;
  heading: string;
  submit: string;
  version?: number | undefined;
}) {
  const { values, errors } = form;
  const wrong = [...breachTextFields, ...breachMoments].filter((name) => errors[name]);
  const problems = [
    ...(form.problem ? [{ text: form.problem }] : []),
    ...wrong.map((name) => ({
      text: `${labelOf(name)}: ${errors[name]}`,
      href: `#${fieldId(name)}`,
    })),
  ];
  const common = (name: BreachTextField | BreachMoment) => ({
    id: fieldId(name),
    name,
    label: labelOf(name),
    error: errors[name],
    required: REQUIRED.includes(name),
    defaultValue: values[name],
  });
  return (
    <form
      method="post"
      action={action}
      noValidate
      data-unsaved-warning
      aria-labelledby="breach-form"
      className="mt-4 grid max-w-3xl content-start gap-4 rounded-lg bg-white p-4"
    >
      <h2 id="breach-form" className="text-lg font-bold">
        {heading}
      </h2>
      <DeskErrorSummary heading={breachDesk.errors} problems={problems} className="" />
      <input type="hidden" name="action" value="save" />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {breachMoments.map((name) => (
          <TextField
            key={name}
            {...common(name)}
            hint={breachDesk.moments[name].hint}
            type="datetime-local"
          />
        ))}
      </div>
      {breachTextFields.map((name) => {
        const field: { label: string; hint?: string; max: number } = breachDesk.fields[name];
        return ONE_LINE.includes(name) ? (
          <TextField key={name} {...common(name)} hint={field.hint} maxLength={field.max} />
        ) : (
          <TextAreaField
            key={name}
            {...common(name)}
            hint={field.hint}
            maxLength={field.max}
            rows={3}
          />
        );
      })}
      <p>
        <button type="submit" className={deskButton}>
          {submit}
        </button>
      </p>
    </form>
  );
}
