import { PageIntro } from "@/components/sections/PageIntro";
import { portal } from "@/content/portal";

const words = portal.confirm;

/** The e-mailed link's page: the token waits in a hidden field until the customer presses Sign in. */
export function PortalSignInConfirm({ token }: { token: string }) {
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <div className="container-page py-10">
        <form
          method="post"
          action="/portal/sign-in"
          className="max-w-2xl rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 sm:w-auto"
          >
            {words.submit}
          </button>
        </form>
      </div>
    </>
  );
}
