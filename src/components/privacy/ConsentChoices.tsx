import { PageIntro } from "@/components/sections/PageIntro";
import { choicesWords as words } from "@/content/newsletter";
import { noticeLinks } from "@/content/forms";
import { formatDateTimeIN } from "@/lib/format";
import type { ChoicesAnswer } from "@/lib/privacy/consent/choices";

const button =
  "inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";
const link = "font-semibold text-accent-700 underline";

export type ChoicesState = ChoicesAnswer | { state: "no-token" };

/** /privacy/choices?token=…: what the address agreed to, newest first; the newsletter withdrawn in one click. */
export function ConsentChoices(props: ChoicesState) {
  return (
    <>
      <PageIntro heading={words.heading} />
      <div className="container-page py-10">
        <div className="max-w-3xl space-y-6">
          {props.state === "no-token" ? (
            <p>{words.noToken}</p>
          ) : props.state === "unknown" || props.state === "too-many" ? (
            <p
              role="alert"
              className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold"
            >
              {props.state === "unknown" ? words.unknown : words.tooMany}
            </p>
          ) : (
            <>
              {props.state === "withdrawn" && (
                <p
                  role="status"
                  className="rounded-md border-2 border-green-800 bg-green-50 p-4 font-semibold text-green-950"
                >
                  {words.withdrawn_}
                </p>
              )}
              <p>{words.intro(props.masked)}</p>
              <section aria-labelledby="newsletter-choice" className="space-y-3">
                <h2 id="newsletter-choice" className="text-xl font-bold">
                  {words.newsletterHeading}
                </h2>
                <p>{props.subscribed ? words.subscribed : words.notSubscribed}</p>
                {props.subscribed && (
                  <form
                    method="post"
                    action={`/privacy/choices?token=${encodeURIComponent(props.token)}`}
                  >
                    <input type="hidden" name="action" value="withdraw-newsletter" />
                    <button type="submit" className={button}>
                      {words.withdraw}
                    </button>
                  </form>
                )}
              </section>
              <section aria-labelledby="consent-records" className="space-y-3">
                <h2 id="consent-records" className="text-xl font-bold">
                  {words.recordsHeading}
                </h2>
                {props.records.length ? (
                  <ul className="space-y-3">
                    {props.records.map((r) => (
                      <li
                        key={r.id}
                        className="rounded-md border border-steel-200 bg-white p-3 text-sm"
                      >
                        <p className="font-semibold">{words.purposes[r.purpose] ?? r.purpose}</p>
                        <p>
                          {r.given ? words.given : words.withdrawn} · {formatDateTimeIN(r.at)}
                        </p>
                        <p className="text-slate-600">
                          {words.columns.notice}: {r.noticeVersion}
                          {r.reference ? ` · ${r.reference}` : ""}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{words.none}</p>
                )}
              </section>
            </>
          )}
          <p>
            {props.state === "no-token" ? "" : words.rights}{" "}
            <a href={noticeLinks.rights} className={link}>
              {words.rightsLink}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
