import { desk } from "@/content/desk";
import { DeskField } from "./DeskField";

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
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-sm">
      <h1 id="sign-in-title" className="text-2xl font-bold">
        {words.heading}
      </h1>
      {message && (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {message}
        </p>
      )}
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
        <button
          type="submit"
          className="min-h-11 w-full rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.submit}
        </button>
      </form>
      <p className="mt-4 text-sm">
        <a
          href="/desk/forgot-password"
          className="inline-flex min-h-11 items-center text-navy-900 underline"
        >
          {words.forgot}
        </a>
      </p>
    </section>
  );
}
