import type { FieldRole, LeadField, LeadFormSpec } from "./types";

/**
 * Reading a form, or a stored lead, by its fields' roles (types.ts): which
 * field holds the visitor's name, e-mail, phone, company or file.
 */

type RoleField = Extract<LeadField, { role?: FieldRole }>;

const hasRole = (field: LeadField, role: FieldRole): field is RoleField =>
  "role" in field && field.role === role;

/** The form's field with this role, if it has one. */
export function fieldWithRole(form: LeadFormSpec, role: FieldRole): RoleField | undefined {
  return form.fields.find((field) => hasRole(field, role));
}

/** Every name a field with this role has in these forms, each once. */
export function namesWithRole(
  forms: readonly Pick<LeadFormSpec, "fields">[],
  role: FieldRole,
): string[] {
  return [
    ...new Set(
      forms.flatMap((form) => form.fields.filter((f) => hasRole(f, role))).map((f) => f.name),
    ),
  ];
}

export interface Contact {
  name: string;
  company: string;
  email: string;
  phone: string;
}

/**
 * Who sent a stored lead, by the roles of the fields any of these forms has
 * (a lead keeps its field names, so the forms' roles read every lead):
 * each the first non-blank value, trimmed, or "".
 */
export function contactOf(
  fields: Record<string, unknown>,
  forms: readonly Pick<LeadFormSpec, "fields">[],
): Contact {
  const first = (role: FieldRole) => {
    for (const name of namesWithRole(forms, role)) {
      const value = fields[name];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
    return "";
  };
  return {
    name: first("name"),
    company: first("company"),
    email: first("email"),
    phone: first("phone"),
  };
}
