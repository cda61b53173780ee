import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";

export const deskButton =
  "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";

type Props = {
  /** The heading's id: the form is named by its heading. */
  id: string;
  heading: string;
  hint?: string | undefined;
  action: string;
  /** The hidden `action` field, when one page takes several forms. */
  intent?: string | undefined;
  /** A form that sends files (multipart). */
  files?: boolean;
  submit: string;
  /** For a form whose action cannot be undone: red frame and button. */
  danger?: boolean;
  children: ReactNode;
};

/** One thing staff can do on a desk page: a form named by its heading, its fields and one button. */
export function DeskActionForm({
  id,
  heading,
  hint,
  action,
  intent,
  files,
  submit,
  danger,
  children,
}: Props) {
  return (
    <form
      method="post"
      action={action}
      {...(files ? { encType: "multipart/form-data" } : {})}
      aria-labelledby={id}
      className={`space-y-3 rounded-lg bg-white p-4 ${danger ? "border border-red-700" : ""}`}
    >
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      {hint && <p className="text-sm">{hint}</p>}
      {intent && <input type="hidden" name="action" value={intent} />}
      {children}
      <button
        type="submit"
        className={
          danger
            ? "min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
            : deskButton
        }
      >
        {submit}
      </button>
    </form>
  );
}

type FileFieldProps = {
  label: string;
  name: string;
  accept: string;
  required?: boolean;
  /** A folder picked in the browser (every file under it). */
  folder?: boolean;
  hint?: string | undefined;
  /** The input's id, for a page that links to it (an error summary). */
  id?: string | undefined;
  /** Why the server refused the file, said beside it. */
  error?: string | undefined;
};

/** A labelled file input on a desk form. */
export function DeskFileField({
  label,
  name,
  accept,
  required,
  folder,
  hint,
  id,
  error,
}: FileFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {label}
        <input
          type="file"
          name={name}
          id={id}
          required={required}
          {...(folder ? { multiple: true, webkitdirectory: "" } : { accept })}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          className={controlClass}
        />
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
