import type { UseFormRegisterReturn } from "react-hook-form";
import type { RadioField } from "@/content/forms";
import { RequiredFieldset } from "./fields";

type Props = {
  field: RadioField;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The choice already made (a form the server sent back). */
  checked?: string | undefined;
};

/** One choice of a few, each a native radio with its label and the line that explains it. */
export function RadioChoices({ field, id, registration, error, checked }: Props) {
  return (
    <RequiredFieldset id={id} legend={field.label} error={error} className="space-y-2">
      <div className="grid gap-2">
        {field.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-steel-200 bg-white px-3 py-2.5 has-[:checked]:border-accent-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
            >
              <input
                id={optionId}
                type="radio"
                required
                value={option.value}
                defaultChecked={checked === option.value}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-accent-600"
                {...registration}
              />
              <span>
                <span className="font-semibold text-navy-900">{option.label}</span>
                {option.hint && (
                  <span id={`${optionId}-hint`} className="block text-sm text-slate-700">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </RequiredFieldset>
  );
}
