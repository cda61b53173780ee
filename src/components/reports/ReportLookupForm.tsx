import { controlClass } from "@/components/forms/fields";
import { verify as englishVerify } from "@/content/reports";

export interface LookupValues {
  ulr: string;
  code: string;
}
export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

/** The longest reference the form takes: a report number has up to 60 characters. */
export const REFERENCE_MAX_LENGTH = 60;

/**
 * Look a report up by its ULR (or, outside the accredited scope, its report
 * number) and printed code: a plain form the server answers (no script needed).
 */
export function ReportLookupForm({
  values,
  errors = {},
  verify = englishVerify,
  action = "/verify",
}: {
  values: LookupValues;
  errors?: LookupErrors;
  /** The form's words in the page's language (English unless given). */
  verify?: typeof englishVerify;
  /** Where it posts: its own page (the Hindi one posts to itself). */
  action?: string;
}) {
  const f = verify.form;
  const describedBy = (name: keyof LookupValues) =>
    [`verify-${name}-hint`, errors[name] && `verify-${name}-error`].filter(Boolean).join(" ");
  return (
    <section
      aria-labelledby="verify-lookup"
      className="rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="verify-lookup" className="text-2xl font-bold">
        {f.heading}
      </h2>
      <form method="post" action={action} className="mt-5 space-y-5" noValidate>
        {(["ulr", "code"] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1.5">
            <label htmlFor={`verify-${name}`} className="text-sm font-semibold text-navy-900">
              {f[name]}
            </label>
            <input
              id={`verify-${name}`}
              name={name}
              defaultValue={values[name]}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={name === "ulr" ? REFERENCE_MAX_LENGTH : 20}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              className={`${controlClass} font-mono uppercase`}
            />
            <p id={`verify-${name}-hint`} className="text-sm text-slate-600">
              {name === "ulr" ? f.ulrHint : f.codeHint}
            </p>
            {errors[name] && (
              <p id={`verify-${name}-error`} className="text-sm font-medium text-red-700">
                {errors[name]}
              </p>
            )}
          </div>
        ))}
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 sm:w-auto"
        >
          {f.submit}
        </button>
      </form>
    </section>
  );
}
