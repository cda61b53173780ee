import { PageIntro } from "@/components/sections/PageIntro";
import { unsubscribeWords as words } from "@/content/newsletter";
import type { UnsubscribeAnswer } from "@/lib/privacy/consent/choices";

const button =
  "inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/**
 * /newsletter/unsubscribe?token=…: opening the link changes nothing (a mail
 * scanner that follows links unsubscribes nobody); the button posts.
 */
export function NewsletterUnsubscribe(props: UnsubscribeAnswer) {
  const here = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const choices = (token: string) => `/privacy/choices?token=${encodeURIComponent(token)}`;
  return (
    <>
      <PageIntro heading={words.heading} />
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {props.state === "unknown" || props.state === "too-many" ? (
            <p
              role="alert"
              className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold"
            >
              {props.state === "unknown" ? words.unknown : words.tooMany}
            </p>
          ) : props.state === "ask" ? (
            <>
              <p>{words.intro(props.masked)}</p>
              <form method="post" action={here(props.token)}>
                <button type="submit" className={button}>
                  {words.button}
                </button>
              </form>
            </>
          ) : (
            <p
              role="status"
              className="rounded-md border-2 border-green-800 bg-green-50 p-4 font-semibold text-green-950"
            >
              {words.done(props.masked)}
            </p>
          )}
          {"token" in props && (
            <p>
              <a href={choices(props.token)} className="font-semibold text-accent-700 underline">
                {words.choices}
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
