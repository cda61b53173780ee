import { desk } from "@/content/desk";
import { SIGN_IN_PATH, withNext } from "@/lib/desk/next";
import { DeskField } from "./DeskField";
import { FrontDoor, FrontDoorAlert, FrontDoorLink, FrontDoorSubmit } from "./FrontDoor";

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
    <FrontDoor id="sign-in-code-title" heading={words.heading}>
      {message && <FrontDoorAlert>{message}</FrontDoorAlert>}
      {ended ? (
        <FrontDoorLink href={withNext(SIGN_IN_PATH, next)}>{words.again}</FrontDoorLink>
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
            <FrontDoorSubmit>{words.submit}</FrontDoorSubmit>
          </form>
          <p className="mt-4 text-sm text-slate-700">{words.lost}</p>
        </>
      )}
    </FrontDoor>
  );
}
