import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A box the sender must tick (their age, their agreement), with its label, an
 * optional line under it and the message when it was left empty. Plain
 * `required` lets the browser refuse it before the page's script has loaded.
 */
export function DeclarationBox({
  id,
  registration,
  error,
  hint,
  children,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required
          value="on"
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          className="mt-1 size-5 shrink-0 accent-accent-600"
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="pl-8 text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
