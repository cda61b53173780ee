import { TextField } from "@/components/forms/fields";
import { desk } from "@/content/desk";
import { signature } from "@/lib/desk/accountSchema";
import type { AccountRow } from "@/lib/desk/accounts";
import type { SigningNameChange } from "@/lib/desk/signingNames";
import { needsSecondFactor } from "@/lib/desk/roles";
import { formatDateTimeIN } from "@/lib/format";
import { accountHref } from "./AccountList";
import { RoleCheckboxes } from "./RoleCheckboxes";

const words = desk.accounts.editPage;
const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";

/** One account: its roles, a new set-password link, its two-factor sign-in, removal. */
export function AccountEdit({
  account,
  error,
  me,
  waiting,
  children,
}: {
  account: AccountRow;
  /** Their own new signing name, waiting for an administrator on the Accounts page. */
  waiting?: SigningNameChange | undefined;
  error?: string | undefined;
  /** The administrator looking: their own second factor is reset from their own page. */
  me?: string | undefined;
  children?: React.ReactNode;
}) {
  const action = accountHref(account.email);
  return (
    <>
      <p>
        <a href="/desk/accounts" className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{words.title(account.email)}</h1>
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {error}
        </p>
      )}
      {children}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <form method="post" action={action} className="space-y-4 rounded-lg bg-white p-4">
          <input type="hidden" name="action" value="roles" />
          <RoleCheckboxes legend={words.roles} checked={account.roles} idPrefix="role" />
          <button type="submit" className={button}>
            {words.saveRoles}
          </button>
        </form>
        <form
          method="post"
          action={action}
          aria-labelledby="account-profile"
          className="space-y-4 rounded-lg bg-white p-4"
        >
          <h2 id="account-profile" className="text-lg font-bold">
            {words.profile}
          </h2>
          <p className="text-sm">{words.profileHint}</p>
          {waiting && (
            <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
              {words.waiting(signature(waiting.to))}{" "}
              <a href="/desk/accounts#signing-names" className="font-semibold underline">
                {words.waitingLink}
              </a>
            </p>
          )}
          <input type="hidden" name="action" value="profile" />
          <TextField
            id="account-display-name"
            name="displayName"
            label={words.displayName}
            defaultValue={account.displayName}
            maxLength={120}
          />
          <TextField
            id="account-designation"
            name="designation"
            label={words.designation}
            defaultValue={account.designation}
            maxLength={120}
          />
          <button type="submit" className={button}>
            {words.saveProfile}
          </button>
        </form>
        <form method="post" action={action} className="space-y-4 rounded-lg bg-white p-4">
          <input type="hidden" name="action" value="reset" />
          <p className="text-sm">{words.resetHint}</p>
          <button type="submit" className={button}>
            {words.reset}
          </button>
        </form>
        <section aria-labelledby="account-two-factor" className="space-y-4 rounded-lg bg-white p-4">
          <h2 id="account-two-factor" className="text-lg font-bold">
            {words.twoFactor}
          </h2>
          <p className="text-sm">
            {account.twoFactorSince
              ? words.twoFactorOn(formatDateTimeIN(account.twoFactorSince))
              : words.twoFactorOff}{" "}
            {needsSecondFactor(account.roles)
              ? account.twoFactorSince
                ? words.twoFactorRequired
                : `${words.twoFactorRequired} ${words.twoFactorAtNextSignIn}`
              : words.twoFactorOptional}
          </p>
          {account.twoFactorSince && account.email !== me && (
            <form method="post" action={action} className="space-y-4">
              <input type="hidden" name="action" value="two-factor-reset" />
              <p className="text-sm">{words.twoFactorResetHint}</p>
              <button type="submit" className={button}>
                {words.twoFactorReset}
              </button>
            </form>
          )}
        </section>
        <form
          method="post"
          action={action}
          aria-labelledby="remove-account"
          className="space-y-4 rounded-lg border border-red-700 bg-white p-4"
        >
          <h2 id="remove-account" className="text-lg font-bold">
            {words.remove}
          </h2>
          <input type="hidden" name="action" value="remove" />
          <p className="text-sm">{words.removeHint}</p>
          <div className="flex items-start gap-2">
            <input
              id="remove-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor="remove-confirm" className="text-sm">
              {words.removeConfirm}
            </label>
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
          >
            {words.removeButton}
          </button>
        </form>
      </div>
    </>
  );
}
