import { desk } from "@/content/desk";
import { DeskField } from "./DeskField";
import { FrontDoor, FrontDoorAlert, FrontDoorSubmit } from "./FrontDoor";

const words = desk.setPassword;

/**
 * A colleague chooses their password through a one-time link: a plain form
 * post, no script. Once it is set they are signed in and sent to their home
 * page (src/pages/desk/set-password.astro).
 */
export function SetPasswordForm({
  token,
  email,
  error,
}: {
  token: string;
  email: string | undefined;
  error?: string | undefined;
}) {
  return (
    <FrontDoor id="set-password-title" heading={words.heading}>
      {error && <FrontDoorAlert>{error}</FrontDoorAlert>}
      {email && (
        <form method="post" action="/desk/set-password" className="mt-6 space-y-4">
          <p>{words.for(email)}</p>
          <p id="password-rules" className="text-sm text-slate-700">
            {words.rules}
          </p>
          <input type="hidden" name="token" value={token} />
          {/* Lets password managers save the password under the right account. */}
          <input type="hidden" name="email" value={email} autoComplete="username" />
          <DeskField
            id="new-password"
            label={words.password}
            name="password"
            type="password"
            required
            minLength={12}
            maxLength={1000}
            autoComplete="new-password"
            aria-describedby="password-rules"
          />
          <DeskField
            id="repeat-password"
            label={words.repeat}
            name="repeat"
            type="password"
            required
            minLength={12}
            maxLength={1000}
            autoComplete="new-password"
          />
          <FrontDoorSubmit>{words.submit}</FrontDoorSubmit>
        </form>
      )}
    </FrontDoor>
  );
}
