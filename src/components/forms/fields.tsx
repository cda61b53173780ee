import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  ComponentPropsWithRef,
} from "react";

export const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export type Base = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
};

/** The attributes a control takes from its field: its id, what describes it, its state. */
export type ControlAttributes = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean;
  required: boolean | undefined;
  className: string;
};

/** Visible label, the control, a hint and the field's error, wired with ids for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: Base & { children: (attributes: ControlAttributes) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        "aria-invalid": Boolean(error),
        required,
        className: controlClass,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's own props apart from what goes on its control. */
function split<P extends Base>({ id, label, error, hint, required, ...control }: P) {
  return [{ id, label, error, hint, required }, control] as const;
}

export function TextField(props: Base & InputHTMLAttributes<HTMLInputElement>) {
  const [field, input] = split(props);
  return <Field {...field}>{(attributes) => <input {...attributes} {...input} />}</Field>;
}

export function TextAreaField(props: Base & ComponentPropsWithRef<"textarea">) {
  const [field, textarea] = split(props);
  return <Field {...field}>{(attributes) => <textarea {...attributes} {...textarea} />}</Field>;
}

export function SelectField(
  props: Base &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: readonly string[];
      placeholder?: string;
      /** What the visitor reads for an option; its value is posted as it is. */
      labelOf?: (option: string) => string;
    },
) {
  const [field, { options, placeholder, labelOf = (o: string) => o, ...select }] = split(props);
  return (
    <Field {...field}>
      {(attributes) => (
        <select {...attributes} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {labelOf(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A required group of choices (stars, radio buttons): its legend, the choices, its error. */
export function RequiredFieldset({
  id,
  legend,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  error?: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className={className}>
      <legend className="text-sm font-semibold text-navy-900">
        {legend}
        <RequiredMark />
      </legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The star after a required field's label (screen readers hear the control's own "required"). */
export function RequiredMark() {
  return (
    <span className="text-accent-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** A field's message, under it, by the id its control names in aria-describedby. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
