import { TextField } from "@/components/forms/fields";
import { PageIntro } from "@/components/sections/PageIntro";
import { portal } from "@/content/portal";
import { portalPrivacy } from "@/content/portalReminders";

const words = portal.signIn;

export type PortalSignInState = {
  email: string;
  /** The answer after a request (the same for every address). */
  sent?: boolean;
  /** The field's error (not an address). */
  error?: string | undefined;
  /** A notice above the form: the link was used, signed out, too many, not available. */
  notice?: { text: string; alert: boolean } | undefined;
  /** Without e-mail on the server there is no form, only the notice. */
  available: boolean;
};

/** /portal: one field, "E-mail", and "Send me a sign-in link"; a plain form (no script needed). */
export function PortalSignIn({ email, sent, error, notice, available }: PortalSignInState) {
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {notice && (
            <p
              role={notice.alert ? "alert" : "status"}
              className={
                notice.alert
                  ? "rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-950"
                  : "rounded-md border border-steel-200 bg-steel-50 p-4 font-semibold text-navy-900"
              }
            >
              {notice.text}
            </p>
          )}
          {sent && (
            <p
              role="status"
              className="rounded-md border-2 border-green-800 bg-green-50 p-4 font-semibold text-green-950"
            >
              {words.sent}
            </p>
          )}
          {available && (
            <form
              method="post"
              action="/portal"
              noValidate
              className="space-y-5 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <TextField
                id="portal-email"
                name="email"
                type="email"
                label={words.email}
                autoComplete="email"
                spellCheck={false}
                maxLength={254}
                defaultValue={email}
                error={error}
              />
              <button
                type="submit"
                className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 sm:w-auto"
              >
                {words.submit}
              </button>
            </form>
          )}
          <p className="text-sm text-slate-700">
            {portalPrivacy.short}{" "}
            <a href="/portal/privacy" className="underline">
              {portalPrivacy.more}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
