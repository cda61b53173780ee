import { FieldError } from "@/components/forms/fields";
import { desk } from "@/content/desk";
import { ROLES, type Role } from "@/lib/desk/roles";

/** The roles as checkboxes with plain-words labels (at least one is checked on the server). */
export function RoleCheckboxes({
  legend,
  checked,
  idPrefix,
  error,
}: {
  legend: string;
  checked: readonly Role[];
  idPrefix: string;
  /** The form's refusal of the roles, said under them. */
  error?: string | undefined;
}) {
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      {ROLES.map((role) => (
        <div key={role} className="flex items-start gap-2">
          <input
            id={`${idPrefix}-${role}`}
            type="checkbox"
            name="role"
            value={role}
            defaultChecked={checked.includes(role)}
            className="mt-1 size-5 shrink-0"
          />
          <label htmlFor={`${idPrefix}-${role}`} className="text-sm">
            {desk.forbidden.roles[role]}
          </label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
