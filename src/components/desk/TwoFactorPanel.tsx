import { TextField } from "@/components/forms/fields";
import { desk } from "@/content/desk";
import type { TwoFactorPage } from "@/lib/desk/twoFactorActions";
import { deskButton } from "./DeskActionForm";

const words = desk.twoFactor;
const ACTION = "/desk/two-factor";

/** The 6-digit field of the page's forms, with its hint and the page's refusal on it. */
function CodeField({
  error,
  hint,
  digitsOnly = false,
}: {
  error?: string | undefined;
  hint: string;
  /** Only the app's six digits (the enrolment): a phone shows its number pad. */
  digitsOnly?: boolean;
}) {
  return (
    <div className="sm:max-w-xs">
      <TextField
        id="two-factor-code"
        name="code"
        label={words.code}
        hint={hint}
        error={error}
        inputMode={digitsOnly ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
    </div>
  );
}

/**
 * A person's own two-factor sign-in (src/pages/desk/two-factor.astro): set it up
 * (QR code, setup key, first code), the recovery codes shown once, and, once on,
 * new recovery codes or turning it off where the roles allow. Plain form posts;
 * `codeActions` is the copy and print buttons (a script of their own).
 */
export function TwoFactorPanel({
  page,
  next,
  continueHref,
  afterRecovery,
  codeActions,
}: {
  page: TwoFactorPage;
  next?: string | undefined;
  /** Where "Continue" leads: the page asked for, or the account's home. */
  continueHref: string;
  /** Recovery codes left, when the person just signed in with one. */
  afterRecovery?: number | undefined;
  codeActions?: React.ReactNode;
}) {
  const { view, error, done } = page;
  const hiddenNext = next && <input type="hidden" name="next" value={next} />;
  const continueLink = (
    <p className="mt-6">
      <a href={continueHref} className={`${deskButton} inline-flex items-center`}>
        {words.continue}
      </a>
    </p>
  );
  return (
    <section aria-labelledby="two-factor-title" className="max-w-2xl">
      <h1 id="two-factor-title" className="text-2xl font-bold">
        {view.state === "enrol"
          ? words.setUpHeading
          : view.state === "codes"
            ? words.onHeading
            : words.heading}
      </h1>
      {done && (
        <p role="status" className="mt-3 font-semibold">
          {done}
        </p>
      )}
      {afterRecovery !== undefined && view.state === "on" && (
        <p role="status" className="mt-3 rounded-md border border-navy-900 bg-white p-3">
          {words.afterRecovery(afterRecovery)}
        </p>
      )}
      {error && view.state !== "codes" && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {error}
        </p>
      )}

      {view.state === "enrol" && (
        <>
          <p className="mt-3">{view.required ? words.required : words.offered}</p>
          <ol className="mt-6 list-decimal space-y-6 pl-6">
            <li>{words.stepApp}</li>
            <li>
              <p>{words.stepScan}</p>
              <img
                src={view.qr}
                alt={words.qrAlt}
                width={208}
                height={208}
                className="mt-3 size-52 bg-white"
              />
              {/* The QR code's own address: a phone opens it in its authenticator app. */}
              <p className="mt-3">
                <a
                  href={view.appLink}
                  aria-describedby="open-in-app-hint"
                  className={`${deskButton} inline-flex items-center`}
                >
                  {words.openInApp}
                </a>
              </p>
              <p id="open-in-app-hint" className="mt-1 text-sm text-slate-600">
                {words.openInAppHint}
              </p>
              <div className="mt-4 flex flex-col gap-1.5">
                <label htmlFor="setup-key" className="text-sm font-semibold text-navy-900">
                  {words.setupKey}
                </label>
                {/* Read-only text to select and copy; it wraps on a phone. */}
                <textarea
                  id="setup-key"
                  readOnly
                  rows={2}
                  value={view.setupKey}
                  aria-describedby="setup-key-hint"
                  spellCheck={false}
                  className="block w-full resize-none rounded-md border border-slate-400 bg-white px-3 py-2.5 font-mono text-base tracking-wide text-slate-900 sm:h-12"
                />
                <p id="setup-key-hint" className="text-sm text-slate-600">
                  {words.setupKeyHint}
                </p>
              </div>
            </li>
            <li>
              <p>{words.stepCode}</p>
              <form method="post" action={ACTION} className="mt-3 space-y-4">
                <input type="hidden" name="action" value="enrol" />
                {hiddenNext}
                <CodeField error={error} hint={words.codeHint} digitsOnly />
                <button type="submit" className={deskButton}>
                  {words.turnOn}
                </button>
              </form>
            </li>
          </ol>
        </>
      )}

      {view.state === "codes" && (
        <>
          <h2 className="mt-6 text-lg font-bold">{words.codesHeading}</h2>
          <p className="mt-2">{words.codesIntro}</p>
          <ol
            aria-label={words.codesListLabel}
            data-recovery-codes
            className="mt-4 grid max-w-xl grid-cols-1 gap-2 rounded-lg bg-white p-4 font-mono text-lg whitespace-nowrap sm:grid-cols-2"
          >
            {view.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          {codeActions}
          {continueLink}
        </>
      )}

      {view.state === "on" && (
        <>
          <p className="mt-3">{words.onSince(view.since)}</p>
          <p className="mt-1">{words.recoveryLeft(view.recoveryLeft)}</p>
          <form
            method="post"
            action={ACTION}
            aria-labelledby="two-factor-manage"
            className="mt-6 space-y-4 rounded-lg bg-white p-4"
          >
            <h2 id="two-factor-manage" className="text-lg font-bold">
              {words.manageHeading}
            </h2>
            {hiddenNext}
            <CodeField error={error} hint={words.manageHint} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="action" value="new-codes" className={deskButton}>
                {words.newCodes}
              </button>
              {!view.required && (
                <button
                  type="submit"
                  name="action"
                  value="turn-off"
                  className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
                >
                  {words.turnOff}
                </button>
              )}
            </div>
            <p className="text-sm">{words.newCodesHint}</p>
            {view.required && <p className="text-sm">{words.cannotTurnOff}</p>}
          </form>
          {(next || afterRecovery !== undefined) && continueLink}
        </>
      )}
    </section>
  );
}
