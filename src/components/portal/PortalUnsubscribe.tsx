import { PageIntro } from "@/components/sections/PageIntro";
import type { UnsubscribeAnswer } from "@/lib/portal/settings";
import { unsubscribePage } from "@/content/portalReminders";
import { portalButton } from "./PortalSettings";

const words = unsubscribePage;

export type UnsubscribeState = UnsubscribeAnswer;

/**
 * /portal/unsubscribe?token=…: opening the link changes nothing; the button
 * posts (a mail scanner that follows links stops no reminders).
 */
export function PortalUnsubscribe(props: UnsubscribeState) {
  const action = (token: string) => `/portal/unsubscribe?token=${encodeURIComponent(token)}`;
  return (
    <>
      <PageIntro heading={words.heading} />
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {props.state === "unknown" ? (
            <p
              role="alert"
              className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold"
            >
              {words.unknown}
            </p>
          ) : (
            <>
              {props.state === "ask" ? (
                <p>{words.intro(props.masked)}</p>
              ) : (
                <p
                  role="status"
                  className="rounded-md border-2 border-green-800 bg-green-50 p-4 font-semibold text-green-950"
                >
                  {props.state === "stopped"
                    ? words.stopped(props.masked)
                    : words.started(props.masked)}
                </p>
              )}
              <form method="post" action={action(props.token)}>
                <input
                  type="hidden"
                  name="action"
                  value={props.state === "stopped" ? "start" : "stop"}
                />
                <button type="submit" className={portalButton}>
                  {props.state === "stopped" ? words.start : words.stop}
                </button>
              </form>
            </>
          )}
          <p>
            <a href="/portal" className="underline">
              {words.portal}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
