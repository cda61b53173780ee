import type { UseFormRegister, FieldValues } from "react-hook-form";
import { upload, type LeadField } from "@/content/forms";
import { choiceName } from "@/content/menuNames";
import { PHONE_HTML_PATTERN, TEN_DIGITS_HTML_PATTERN } from "@/lib/leads/patterns";
import { ExtraChoices } from "./ExtraChoices";
import { RadioChoices } from "./RadioChoices";
import { FileField } from "./FileField";
import { StarRating } from "./StarRating";
import { SelectField, TextAreaField, TextField } from "./fields";

export type FieldContext = {
  formId: string;
  register: UseFormRegister<FieldValues>;
  errorOf: (name: string) => string | undefined;
  /** Checks one field at once (a chosen file) and gives its message, if any. */
  check?: ((name: string) => Promise<string | undefined>) | undefined;
  /** Choices a page gives instead of a field's own (a service's enquiry options). */
  choices?: readonly string[] | undefined;
  /** Choices the page has already made (the sub-service of its page), in the server's HTML too. */
  chosen?: Record<string, string> | undefined;
  /** The earliest date a date field with a `past` rule offers. */
  minDate?: string | undefined;
  /** Values already given (a form the server sent back), in the server's HTML too. */
  values?: Readonly<Record<string, string>> | undefined;
  /** How a choice's value is named on the page (a Hindi page's words for English values). */
  labelOf?: ((option: string) => string) | undefined;
};

/** The browser's own check of each kind, before any script runs; the schema checks the same on submit. */
const inputOf = {
  email: { type: "email" },
  phone: { type: "tel", pattern: PHONE_HTML_PATTERN },
  tenDigits: { type: "tel", inputMode: "numeric", pattern: TEN_DIGITS_HTML_PATTERN },
  date: { type: "date" },
  time: { type: "time" },
} as const;

/** One described field as its labelled control; hidden fields are rendered by the form itself. */
export function FieldView({ field, context }: { field: LeadField; context: FieldContext }) {
  const { formId, register, errorOf } = context;
  if (field.kind === "hidden") return null;
  if (field.kind === "checkboxes") return <ExtraChoices field={field} register={register} />;
  if (field.kind === "file") {
    return (
      <FileField
        id={`${formId}-${field.id}`}
        label={field.label}
        hint={field.hint}
        error={errorOf(field.name)}
        accept={upload.extensions.join(",")}
        registration={register(field.name)}
        check={context.check && (() => context.check!(field.name))}
      />
    );
  }
  if (field.kind === "radio") {
    return (
      <RadioChoices
        field={field}
        id={`${formId}-${field.id}`}
        registration={register(field.name)}
        error={errorOf(field.name)}
        checked={context.values?.[field.name]}
      />
    );
  }
  if (field.kind === "rating") {
    return (
      <StarRating
        field={field}
        id={`${formId}-${field.id}`}
        registration={register(field.name)}
        error={errorOf(field.name)}
      />
    );
  }
  const common = {
    id: `${formId}-${field.id}`,
    label: field.label,
    hint: field.hint,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    error: errorOf(field.name),
    ...(context.values?.[field.name] !== undefined && field.kind !== "select"
      ? { defaultValue: context.values[field.name] }
      : {}),
    ...register(field.name),
  };
  const required = "required" in field && Boolean(field.required);
  switch (field.kind) {
    case "text":
      return <TextField required={required} {...common} />;
    case "textarea":
      return <TextAreaField required={required} rows={field.rows} {...common} />;
    case "select":
      return (
        <SelectField
          required={required}
          options={(field.anyOption && context.choices) || field.options}
          labelOf={context.labelOf ?? choiceName}
          defaultValue={context.values?.[field.name] ?? context.chosen?.[field.name]}
          {...common}
        />
      );
    case "date":
      return (
        <TextField
          required={required}
          min={field.past ? context.minDate : undefined}
          {...inputOf.date}
          {...common}
        />
      );
    default:
      return <TextField required={required} {...inputOf[field.kind]} {...common} />;
  }
}
