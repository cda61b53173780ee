import { DeskErrorSummary } from "@/components/desk/DeskErrorSummary";
import { TextField } from "@/components/forms/fields";
import { remindersDesk } from "@/content/portalReminders";
import { CUSTOMERS_HREF } from "@/lib/customers/deskActions";
import type { RemovalRequest } from "@/lib/customers/removal";
import { formatDateTimeIN } from "@/lib/format";

const words = remindersDesk;
/** The first press's answer opens at this section, where it asks to confirm (or says why not). */
const ASK = `${CUSTOMERS_HREF}#removal-requests`;

const buttonClass =
  "min-h-11 rounded-md border border-red-800 px-4 font-semibold text-red-800 hover:bg-red-50";

/**
 * Customers' requests to remove their address, and (for administrators) the
 * button beside each and a field for any address.
 */
export function AddressRemoval({
  requests,
  admin,
  email,
  error,
  confirm,
}: {
  requests: readonly RemovalRequest[];
  admin: boolean;
  email?: string | undefined;
  error?: string | undefined;
  /** The first press: ask before removing `email`. */
  confirm?: boolean | undefined;
}) {
  return (
    <section aria-labelledby="removal-requests" className="mt-10 max-w-4xl">
      <h2 id="removal-requests" className="text-xl font-semibold">
        {words.removalHeading}
      </h2>
      <p className="mt-1 max-w-prose text-sm">{words.removalIntro}</p>
      {admin && confirm && email && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-red-800 bg-white p-4">
          <h3 className="text-lg font-semibold break-all">{words.confirmHeading(email)}</h3>
          <p className="mt-1 max-w-prose">{words.confirmText}</p>
          <form method="post" action={CUSTOMERS_HREF} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="action" value="remove-address" />
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="confirm" value="yes" />
            <button
              type="submit"
              className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
            >
              {words.confirmButton}
            </button>
            <a href={CUSTOMERS_HREF} className="inline-flex min-h-11 items-center underline">
              {words.cancel}
            </a>
          </form>
        </div>
      )}
      {requests.length === 0 ? (
        <p className="mt-3">{words.noRequests}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {requests.map((r) => (
            <li key={r.email} className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3">
              <span className="font-semibold break-all">{r.email}</span>
              <span className="text-sm">{words.requestedOn(formatDateTimeIN(r.requestedAt))}</span>
              {admin && (
                <form method="post" action={ASK} className="sm:ml-auto">
                  <input type="hidden" name="action" value="remove-address" />
                  <input type="hidden" name="email" value={r.email} />
                  <button type="submit" className={buttonClass}>
                    {words.removeButton}
                    <span className="sr-only"> {r.email}</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {admin && (
        <form
          method="post"
          action={ASK}
          noValidate
          className="mt-6 grid max-w-2xl gap-3 rounded-lg bg-white p-4"
        >
          <h3 className="text-lg font-semibold">{words.removeAddress}</h3>
          <DeskErrorSummary
            heading={words.notRemoved}
            problems={error ? [{ text: error, href: "#remove-address-email" }] : []}
            className=""
          />
          <input type="hidden" name="action" value="remove-address" />
          <TextField
            id="remove-address-email"
            name="email"
            type="email"
            label={words.removeAddressLabel}
            hint={words.removeHint}
            spellCheck={false}
            maxLength={254}
            defaultValue={confirm ? "" : (email ?? "")}
            error={error}
          />
          <div>
            <button type="submit" className={buttonClass}>
              {words.removeButton}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
