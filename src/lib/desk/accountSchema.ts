import { desk } from "@/content/desk";
import { z } from "@/lib/zod";
import { isEmail, normaliseEmail } from "./email";
import { isRole, ROLES, type Role } from "./roles";

const errors = desk.accounts.errors;

/** The longest name or designation kept (the forms' inputs say so too). */
export const PROFILE_MAX = 120;

/** One line of a person's name or title: control characters become spaces, runs of spaces one. */
export const profileLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const line = z
  .string()
  .default("")
  .transform(profileLine)
  .pipe(z.string().max(PROFILE_MAX, errors.tooLong(PROFILE_MAX)));

/** The name and designation a person signs with; an authorised signatory needs both. */
const signing = { displayName: line, designation: line };

type Signing = { displayName: string; designation: string };

function requireSigning(value: Signing, ctx: z.RefinementCtx) {
  if (!value.displayName)
    ctx.addIssue({ code: "custom", path: ["displayName"], message: errors.signingName });
  if (!value.designation)
    ctx.addIssue({ code: "custom", path: ["designation"], message: errors.signingDesignation });
}

/**
 * A new account, as the Accounts page's form and `npm run desk -- add-user` give it: its
 * e-mail, roles (at least one, known), and, for an authorised signatory, the name and
 * designation they sign with, so they can authorise from their first day.
 */
export const accountSchema = z
  .object({
    email: z.string().transform(normaliseEmail).pipe(z.string().refine(isEmail, errors.email)),
    roles: z
      .array(z.string())
      .refine((roles) => roles.every(isRole), errors.roles)
      .transform((roles) => [...new Set(roles as Role[])])
      .pipe(z.array(z.enum(ROLES)).min(1, errors.roles)),
    ...signing,
  })
  .superRefine((value, ctx) => {
    if (value.roles.includes("signatory")) requireSigning(value, ctx);
  });

export type AccountInput = z.input<typeof accountSchema>;
export type NewAccount = z.output<typeof accountSchema>;
export type AccountField = keyof AccountInput;

/** A name and designation given on their own (an account's page, a person's own page). */
export const profileSchema = (signatory: boolean) =>
  z.object(signing).superRefine((value, ctx) => {
    if (signatory) requireSigning(value, ctx);
  });

export type ProfileField = keyof Signing;

type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

function firstErrors<F extends string>(issues: readonly z.core.$ZodIssue[]) {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) found[issue.path[0] as F] ??= issue.message;
  return found;
}

/** The new-account form checked by its one schema: the account, or each field's first error. */
export function checkAccount(input: AccountInput): Checked<NewAccount, AccountField> {
  const parsed = accountSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstErrors<AccountField>(parsed.error.issues) };
}

/** A name and designation checked by the one schema (both needed for a signatory). */
export function checkProfile(input: Signing, signatory: boolean): Checked<Signing, ProfileField> {
  const parsed = profileSchema(signatory).safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstErrors<ProfileField>(parsed.error.issues) };
}

/** The errors of a check, in the order of the form's fields, as one sentence each. */
export const errorList = <F extends string>(errors: Partial<Record<F, string>>) =>
  Object.values(errors).filter((e): e is string => typeof e === "string");

/** A name and designation as a report shows them ("R. K. Verma, Technical Manager"), or "(none)". */
export const signature = (p: Signing) =>
  [p.displayName, p.designation].filter(Boolean).join(", ") || desk.accounts.noSignature;
