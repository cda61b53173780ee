import { PageIntro } from "@/components/sections/PageIntro";
import type { ConfirmPageState } from "@/lib/privacyRequests/pages";
import { confirmPath, requestPath } from "@/lib/privacyRequests/paths";
import { requestWordsIn, type RequestLanguage } from "@/lib/privacyRequests/words";

/**
 * The e-mailed link's page: a button whose post opens the request (a mail
 * scanner's GET opens nothing); after it, the reference; a used or ended link says so.
 */
export function RequestConfirm({
  token,
  opened,
  language,
}: ConfirmPageState & { language: RequestLanguage }) {
  const words = requestWordsIn(language).request;
  const heading = opened ? words.opened.title : words.confirm.title;
  return (
    <>
      <PageIntro heading={heading} />
      <div className="container-page py-10">
        <div className="max-w-2xl">
          {opened ? (
            <p
              role="status"
              className="rounded-md border-2 border-green-800 bg-green-50 p-4 text-green-950"
            >
              {words.opened.body(opened.reference, opened.answerBy)}
            </p>
          ) : token ? (
            <form
              method="post"
              action={confirmPath(language)}
              className="space-y-4 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <p>{words.confirm.body}</p>
              <input type="hidden" name="token" value={token} />
              <button
                type="submit"
                className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 sm:w-auto"
              >
                {words.confirm.button}
              </button>
            </form>
          ) : (
            <div
              role="alert"
              className="space-y-3 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-950"
            >
              <p className="font-semibold">{words.confirm.gone}</p>
              <p>
                <a href={requestPath(language)} className="underline">
                  {words.confirm.again}
                </a>
              </p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
