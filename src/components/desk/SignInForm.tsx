import { desk } from "@/content/desk";
import { DeskField } from "./DeskField";
import { FrontDoor, FrontDoorAlert, FrontDoorLink, FrontDoorSubmit } from "./FrontDoor";

/**
 * The desk's sign-in: a plain form post, no script. `next` is the desk page
 * asked for before (already checked, lib/desk/next.ts), opened after signing in.
 */
export function SignInForm({
  message,
  email,
  next,
}: {
  message?: string | undefined;
  email: string;
  next?: string | undefined;
}) {
  const words = desk.signIn;
  return (
    <FrontDoor id="sign-in-title" heading={words.heading}>
      {message && <FrontDoorAlert>{message}</FrontDoorAlert>}
      <form method="post" action="/desk/sign-in" className="mt-6 space-y-4">
        {next && <input type="hidden" name="next" value={next} />}
        <DeskField
          id="desk-email"
          label={words.email}
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={email}
        />
        <DeskField
          id="desk-password"
          label={words.password}
          name="password"
          type="password"
          required
          autoComplete="current-password"
        />
        <FrontDoorSubmit>{words.submit}</FrontDoorSubmit>
      </form>
      <FrontDoorLink href="/desk/forgot-password">{words.forgot}</FrontDoorLink>
    </FrontDoor>
  );
}
