import type { FieldValues, UseFormRegister } from "react-hook-form";
import type { CheckboxesField } from "@/content/forms";

/** Optional extras as checkboxes under one legend (the appointment's requirements). */
export function ExtraChoices({
  field,
  register,
}: {
  field: CheckboxesField;
  register: UseFormRegister<FieldValues>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{field.legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {field.options.map((option) => (
          <label
            key={option.name}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-steel-200 px-3 text-sm"
          >
            <input
              type="checkbox"
              value="yes"
              className="size-5 accent-accent-600"
              {...register(option.name)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
