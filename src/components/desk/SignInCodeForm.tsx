import { desk } from "@/content/desk";
import { SIGN_IN_PATH, withNext } from "@/lib/desk/next";
import { DeskField } from "./DeskField";

/**
 * The second step of signing in: a plain form post, no script. `next` is the
 * desk page asked for before (already checked), carried on to after the code.
 */
export function SignInCodeForm({
  message,
  next,
  ended,
}: {
  message?: string | undefined;
  next?: string | undefined;
  /** The password step's five minutes are over: only a way back to it. */
  ended?: boolean;
}) {
  const words = desk.signInCode;
  return (
    <section aria-labelledby="sign-in-code-title" className="mx-auto max-w-sm">
      <h1 id="sign-in-code-title" className="text-2xl font-bold">
        {words.heading}
      </h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {message}
        </p>
      )}
      {ended ? (
        <p className="mt-4">
          <a
            href={withNext(SIGN_IN_PATH, next)}
            className="inline-flex min-h-11 items-center text-navy-900 underline"
          >
            {words.again}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-4">{words.intro}</p>
          <form method="post" action="/desk/sign-in/code" className="mt-6 space-y-4">
            {next && <input type="hidden" name="next" value={next} />}
            <DeskField
              id="sign-in-code"
              label={words.code}
              name="code"
              type="text"
              required
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-describedby="sign-in-code-hint"
            />
            <p id="sign-in-code-hint" className="-mt-2 text-sm text-slate-700">
              {words.codeHint}
            </p>
            <button
              type="submit"
              className="min-h-11 w-full rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              {words.submit}
            </button>
          </form>
          <p className="mt-4 text-sm text-slate-700">{words.lost}</p>
        </>
      )}
    </section>
  );
}
