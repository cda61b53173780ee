import { desk } from "@/content/desk";
import { controlClass } from "@/components/forms/fields";

/** The desk's sign-in: a plain form post, no script. */
export function SignInForm({ message, email }: { message?: string | undefined; email: string }) {
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="desk-email" className="text-sm font-semibold text-navy-900">
            {words.email}
          </label>
          <input
            id="desk-email"
            name="email"
            type="email"
            required
            autoComplete="username"
            defaultValue={email}
            className={controlClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="desk-password" className="text-sm font-semibold text-navy-900">
            {words.password}
          </label>
          <input
            id="desk-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={controlClass}
          />
        </div>
        <button
          type="submit"
          className="min-h-11 w-full rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.submit}
        </button>
      </form>
    </section>
  );
}
