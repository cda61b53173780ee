import { desk } from "@/content/desk";
import { signature } from "@/lib/desk/accountSchema";
import type { SigningNameChange } from "@/lib/desk/signingNames";
import { EmailText } from "./ContactLinks";
import { deskButton } from "./DeskActionForm";
import { receivedAt } from "./deskFormat";

const words = desk.accounts.changes;

/**
 * Signatories' own new signing names, each waiting for an administrator to confirm or refuse
 * it (lib/desk/signingNames.ts). Each form names the change the administrator saw, so a
 * change made since is not confirmed unseen. Nothing is shown when none waits.
 */
export function SigningNameChanges({ changes }: { changes: SigningNameChange[] }) {
  if (!changes.length) return null;
  return (
    <section
      aria-labelledby="signing-names"
      className="mt-4 max-w-3xl rounded-lg border border-amber-700 bg-white p-4"
    >
      <h2 id="signing-names" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm">{words.intro}</p>
      <ul className="mt-3 divide-y divide-steel-100">
        {changes.map((change) => (
          <li key={change.email} className="py-3 [overflow-wrap:anywhere]">
            <p className="font-semibold">
              <EmailText email={change.email} />
            </p>
            <dl className="mt-1 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">{words.from}</dt>
              <dd>{signature(change.from)}</dd>
              <dt className="text-slate-600">{words.to}</dt>
              <dd className="font-semibold">{signature(change.to)}</dd>
            </dl>
            <p className="mt-1 text-sm text-slate-600">{words.asked(receivedAt(change.askedAt))}</p>
            <form method="post" action="/desk/accounts" className="mt-2 flex flex-wrap gap-3">
              <input type="hidden" name="id" value={change.email} />
              <input type="hidden" name="displayName" value={change.to.displayName} />
              <input type="hidden" name="designation" value={change.to.designation} />
              <button
                type="submit"
                name="action"
                value="confirm-name"
                aria-label={words.confirmFor(change.email)}
                className={deskButton}
              >
                {words.confirm}
              </button>
              <button
                type="submit"
                name="action"
                value="refuse-name"
                aria-label={words.refuseFor(change.email)}
                className="min-h-11 rounded-md border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
              >
                {words.refuse}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
