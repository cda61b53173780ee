import { desk } from "@/content/desk";
import { ROLES, type Role } from "@/lib/desk/roles";

/** The roles as checkboxes with plain-words labels (at least one is checked on the server). */
export function RoleCheckboxes({
  legend,
  checked,
  idPrefix,
}: {
  legend: string;
  checked: readonly Role[];
  idPrefix: string;
}) {
  return (
    <fieldset className="space-y-2">
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
    </fieldset>
  );
}
