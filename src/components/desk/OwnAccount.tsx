import { TextField } from "@/components/forms/fields";
import { desk } from "@/content/desk";
import { signature, type ProfileField } from "@/lib/desk/accountSchema";
import type { AccountRow } from "@/lib/desk/accounts";
import { ROLES } from "@/lib/desk/roles";
import type { SigningNameChange } from "@/lib/desk/signingNames";
import { EmailText } from "./ContactLinks";
import { deskButton } from "./DeskActionForm";
import { DeskErrorSummary } from "./DeskErrorSummary";
import { receivedAt } from "./deskFormat";

const words = desk.ownAccount;

const FIELD_IDS: Record<ProfileField, string> = {
  displayName: "own-display-name",
  designation: "own-designation",
};

/**
 * A person's own account (src/pages/desk/account.astro): who they are on the desk, their name
 * and designation (for a signatory, what they sign with, and a change waiting for an
 * administrator), and their two-factor sign-in.
 */
export function OwnAccount({
  account,
  signs,
  waits,
  waiting,
  values,
  errors,
  done,
}: {
  account: AccountRow;
  /** They may authorise reports (a signatory, or an administrator). */
  signs: boolean;
  /** A change of theirs waits for an administrator (a signatory who is not one). */
  waits: boolean;
  waiting: SigningNameChange | undefined;
  values: { displayName: string; designation: string };
  errors: Partial<Record<ProfileField, string>>;
  done: string | undefined;
}) {
  const kept = { displayName: account.displayName, designation: account.designation };
  const problems = (Object.keys(FIELD_IDS) as ProfileField[]).flatMap((field) => {
    const text = errors[field];
    return text ? [{ text, href: `#${FIELD_IDS[field]}` }] : [];
  });
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      {done && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {done}
        </p>
      )}
      <dl className="mt-4 grid gap-x-4 gap-y-1 [overflow-wrap:anywhere] sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{words.email}</dt>
        <dd>
          <EmailText email={account.email} />
        </dd>
        <dt className="font-semibold">{words.roles}</dt>
        <dd>
          {ROLES.filter((r) => account.roles.includes(r))
            .map((r) => desk.accounts.roleNames[r])
            .join(", ")}
        </dd>
      </dl>

      <form
        method="post"
        action="/desk/account"
        aria-labelledby="own-profile"
        className="mt-6 space-y-4 rounded-lg bg-white p-4"
      >
        <h2 id="own-profile" className="text-lg font-bold">
          {words.profile}
        </h2>
        <p className="text-sm">{waits ? words.signatoryHint : words.profileHint}</p>
        {signs && (
          <p className="font-semibold">
            {kept.displayName ? words.signsAs(signature(kept)) : words.noSignature}
          </p>
        )}
        {waiting && (
          <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
            {words.pending(signature(waiting.to), receivedAt(waiting.askedAt))}
          </p>
        )}
        <DeskErrorSummary heading={words.problems} problems={problems} className="" />
        <input type="hidden" name="action" value="profile" />
        <TextField
          id={FIELD_IDS.displayName}
          name="displayName"
          label={words.displayName}
          error={errors.displayName}
          defaultValue={values.displayName}
          maxLength={120}
          autoComplete="name"
          required={waits}
        />
        <TextField
          id={FIELD_IDS.designation}
          name="designation"
          label={words.designation}
          error={errors.designation}
          defaultValue={values.designation}
          maxLength={120}
          autoComplete="organization-title"
          required={waits}
        />
        <button type="submit" className={deskButton}>
          {words.save}
        </button>
      </form>

      <section aria-labelledby="own-sign-in" className="mt-6 rounded-lg bg-white p-4">
        <h2 id="own-sign-in" className="text-lg font-bold">
          {words.signIn}
        </h2>
        <p className="mt-1">
          <a href="/desk/two-factor" className="font-semibold text-navy-900 underline">
            {words.twoFactor}
          </a>{" "}
          {account.twoFactorSince ? words.twoFactorOn : words.twoFactorOff}
        </p>
      </section>
    </div>
  );
}
