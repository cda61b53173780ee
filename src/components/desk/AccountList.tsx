import { EmailText } from "./ContactLinks";
import { desk } from "@/content/desk";
import { controlClass } from "@/components/forms/fields";
import type { AccountRow } from "@/lib/desk/accounts";
import { ROLES, type Role } from "@/lib/desk/roles";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { receivedAt } from "./deskFormat";
import { RoleCheckboxes } from "./RoleCheckboxes";

const words = desk.accounts;

export const accountHref = (email: string) => `/desk/accounts/edit?id=${encodeURIComponent(email)}`;

/** The admins' list of staff accounts and the form to add a colleague. */
export function AccountList({
  accounts,
  me,
  error,
  draft,
  children,
}: {
  accounts: AccountRow[];
  me: string;
  error?: string | undefined;
  /** What the admin typed, kept when the form is refused. */
  draft: { email: string; roles: readonly Role[] };
  /** What the last action did (a status line or the link to hand over). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {children}
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
          {error && (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800"
            >
              {error}
            </p>
          )}
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
                className={controlClass}
              />
            </div>
            <RoleCheckboxes legend={words.add.roles} checked={draft.roles} idPrefix="new-role" />
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
