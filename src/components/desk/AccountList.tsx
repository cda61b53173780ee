import { EmailText } from "./ContactLinks";
import { desk } from "@/content/desk";
import { controlClass, TextField } from "@/components/forms/fields";
import type { AccountDraft } from "@/lib/desk/accountForm";
import type { AccountField } from "@/lib/desk/accountSchema";
import type { AccountRow } from "@/lib/desk/accounts";
import { ROLES } from "@/lib/desk/roles";
import type { SigningNameChange } from "@/lib/desk/signingNames";
import { DeskErrorSummary, type DeskProblem } from "./DeskErrorSummary";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { receivedAt } from "./deskFormat";
import { RoleCheckboxes } from "./RoleCheckboxes";
import { SigningNameChanges } from "./SigningNameChanges";

const words = desk.accounts;

export const accountHref = (email: string) => `/desk/accounts/edit?id=${encodeURIComponent(email)}`;

/** Each field's control, for the error summary's links. */
const FIELD_IDS: Record<AccountField, string> = {
  email: "new-email",
  roles: `new-role-${ROLES[0]}`,
  displayName: "new-display-name",
  designation: "new-designation",
};

/** The admins' list of staff accounts, the signing names to confirm, and the form to add a colleague. */
export function AccountList({
  accounts,
  changes,
  me,
  error,
  errors = {},
  draft,
  children,
}: {
  accounts: AccountRow[];
  /** Signatories' own new signing names waiting for an administrator. */
  changes: SigningNameChange[];
  me: string;
  /** A refusal not about one field (an address that has an account already). */
  error?: string | undefined;
  /** Each field's refusal, from the form's one schema (lib/desk/accountSchema.ts). */
  errors?: Partial<Record<AccountField, string>>;
  draft: AccountDraft;
  /** What the last action did (a status line or the link to hand over). */
  children?: React.ReactNode;
}) {
  const problems: DeskProblem[] = [
    ...(Object.keys(FIELD_IDS) as AccountField[]).flatMap((field) => {
      const text = errors[field];
      return text ? [{ text, href: `#${FIELD_IDS[field]}` }] : [];
    }),
    ...(error ? [{ text: error }] : []),
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {children}
      <SigningNameChanges changes={changes} />
      <div className="mt-4 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <DeskTable
          caption={words.heading}
          columns={[
            { label: words.columns.email },
            { label: words.columns.roles },
            { label: words.columns.created, wideOnly: true },
            { label: words.columns.lastSignIn, wideOnly: true },
          ]}
          className=""
        >
          {accounts.map((a) => (
            <tr key={a.email} className="border-b border-steel-100 align-top">
              <td className="px-3 py-2">
                <a
                  href={accountHref(a.email)}
                  className="inline-flex min-h-10 items-center font-semibold text-accent-700 underline"
                >
                  <span>
                    <EmailText email={a.email} />
                  </span>
                </a>{" "}
                {a.email === me && <span className="text-slate-600">{words.you}</span>}
              </td>
              <td className="px-3 py-2">
                {ROLES.filter((r) => a.roles.includes(r))
                  .map((r) => words.roleNames[r])
                  .join(", ")}
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {receivedAt(a.createdAt)}
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {a.lastSignIn
                  ? receivedAt(a.lastSignIn)
                  : a.hasPassword
                    ? words.never
                    : words.noPassword}
              </td>
            </tr>
          ))}
        </DeskTable>
        <section aria-labelledby="add-colleague" className="max-w-xl rounded-lg bg-white p-4">
          <h2 id="add-colleague" className="text-xl font-bold">
            {words.add.heading}
          </h2>
          <DeskErrorSummary heading={words.add.problems} problems={problems} className="mt-3" />
          <form method="post" action="/desk/accounts" className="mt-4 space-y-4">
            <input type="hidden" name="action" value="add" />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="new-email" className="text-sm font-semibold text-navy-900">
                {words.add.email}
              </label>
              <input
                id="new-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                defaultValue={draft.email}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? "new-email-error" : undefined}
                className={controlClass}
              />
              {errors.email && (
                <p id="new-email-error" className="text-sm font-medium text-red-700">
                  {errors.email}
                </p>
              )}
            </div>
            <RoleCheckboxes
              legend={words.add.roles}
              checked={draft.roles}
              idPrefix="new-role"
              error={errors.roles}
            />
            <fieldset className="space-y-3" aria-describedby="new-signing-hint">
              <legend className="text-sm font-semibold text-navy-900">{words.add.signing}</legend>
              <p id="new-signing-hint" className="text-sm text-slate-600">
                {words.add.signingHint}
              </p>
              <TextField
                id="new-display-name"
                name="displayName"
                label={words.add.displayName}
                error={errors.displayName}
                defaultValue={draft.displayName}
                maxLength={120}
                autoComplete="off"
              />
              <TextField
                id="new-designation"
                name="designation"
                label={words.add.designation}
                error={errors.designation}
                defaultValue={draft.designation}
                maxLength={120}
                autoComplete="off"
              />
            </fieldset>
            <button
              type="submit"
              className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              {words.add.submit}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
