import { isRole, type Role } from "./roles";

/** The roles ticked in a desk form (unknown values are dropped; accounts.ts checks the rest). */
export const formRoles = (form: FormData): Role[] =>
  form.getAll("role").filter((value): value is Role => isRole(value));

export const formText = (form: FormData, name: string, max = 254) =>
  String(form.get(name) ?? "").slice(0, max);

/** What the admin typed in the add form, kept when it is refused. */
export interface AccountDraft {
  email: string;
  roles: readonly Role[];
  displayName: string;
  designation: string;
}

export const blankDraft = (): AccountDraft => ({
  email: "",
  roles: [],
  displayName: "",
  designation: "",
});
