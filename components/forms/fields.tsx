import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/** Visible label, the control, a hint and the field's error, wired with ids for screen readers. */
type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  onDark?: boolean;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

export const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export function Field({ id, label, error, hint, required, onDark, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={`text-sm font-semibold ${onDark ? "text-white" : "text-navy-900"}`}
      >
        {label}
        {required && (
          <span className={onDark ? "text-amber-400" : "text-accent-700"} aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={hintId} className={`text-sm ${onDark ? "text-slate-200" : "text-slate-600"}`}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className={`text-sm font-medium ${onDark ? "text-amber-300" : "text-red-700"}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

type Base = { id: string; label: string; error?: string; hint?: string; onDark?: boolean };

export function TextField({
  id,
  label,
  error,
  hint,
  onDark,
  required,
  ...input
}: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} onDark={onDark}>
      {(describedBy, invalid) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          className={controlClass}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  onDark,
  required,
  ...input
}: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} onDark={onDark}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          className={controlClass}
          {...input}
        />
      )}
    </Field>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  onDark,
  required,
  options,
  placeholder,
  ...select
}: Base &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} onDark={onDark}>
      {(describedBy, invalid) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          className={controlClass}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
