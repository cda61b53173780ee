import { desk } from "@/content/desk";
import { DeskField } from "./DeskField";
import { FrontDoor, FrontDoorAlert, FrontDoorLink, FrontDoorSubmit } from "./FrontDoor";

const words = desk.forgotPassword;

/**
 * "Forgot password": one e-mail field, a plain form post, no script. `answer`
 * is the same for every address (lib/desk/forgotPassword.ts) and does not
 * repeat it; `error` is announced; when the address was `invalid` it links to
 * the field, which keeps what was typed and is marked invalid and described by it.
 */
export function ForgotPasswordForm({
  answer,
  error,
  invalid = false,
  email = "",
}: {
  answer?: string | undefined;
  error?: string | undefined;
  invalid?: boolean;
  email?: string | undefined;
}) {
  return (
    <FrontDoor id="forgot-password-title" heading={words.heading}>
      {answer && (
        <p role="status" className="mt-4 rounded-md border border-navy-800 bg-white p-3">
          {answer}
        </p>
      )}
      {error && (
        <FrontDoorAlert id="forgot-password-error">
          {invalid ? (
            <a href="#forgot-email" className="underline">
              {error}
            </a>
          ) : (
            error
          )}
        </FrontDoorAlert>
      )}
      <p id="forgot-password-intro" className="mt-4 text-sm text-slate-700">
        {words.intro}
      </p>
      {/* The server checks the address and says what is wrong at the field (announced). */}
      <form method="post" action="/desk/forgot-password" noValidate className="mt-6 space-y-4">
        <DeskField
          id="forgot-email"
          label={words.email}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="username"
          defaultValue={invalid ? email : ""}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "forgot-password-error" : "forgot-password-intro"}
        />
        <FrontDoorSubmit>{words.submit}</FrontDoorSubmit>
      </form>
      <FrontDoorLink href="/desk/sign-in">{words.back}</FrontDoorLink>
    </FrontDoor>
  );
}
