import type { ReactNode } from "react";
import { PageIntro } from "@/components/sections/PageIntro";
import { PortalNav } from "./PortalNav";
import { portalSettings } from "@/content/portalReminders";
import { formatDateTimeIN } from "@/lib/format";
import type { AddressSettings } from "@/lib/portal/settings";

const words = portalSettings;

export const portalButton =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800";
const quietButton =
  "inline-flex min-h-12 items-center justify-center rounded-md border-2 border-navy-900 px-6 font-semibold text-navy-900 hover:bg-steel-50";
const card = "rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8";

/** /portal/settings: reminders on or off, and asking the lab to remove the address (plain forms). */
export function PortalSettings({
  email,
  settings,
  done,
  children,
}: {
  email: string;
  settings: AddressSettings;
  done?: string | undefined;
  /** More sections after the reminders (the calendar link). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro heading={words.heading}>
        <PortalNav current="settings" email={email} />
      </PageIntro>
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {done && (
            <p
              role="status"
              className="rounded-md border-2 border-green-800 bg-green-50 p-4 font-semibold text-green-950"
            >
              {done}
            </p>
          )}
          <section aria-labelledby="settings-reminders" className={card}>
            <h2 id="settings-reminders" className="text-xl font-bold">
              {words.remindersHeading}
            </h2>
            <p className="mt-2">
              {settings.remindersStopped ? words.remindersOff : words.remindersOn}
            </p>
            <form method="post" action="/portal/settings" className="mt-4">
              <input
                type="hidden"
                name="action"
                value={settings.remindersStopped ? "start" : "stop"}
              />
              <button type="submit" className={portalButton}>
                {settings.remindersStopped ? words.start : words.stop}
              </button>
            </form>
          </section>
          {children}
          <section aria-labelledby="settings-removal" className={card}>
            <h2 id="settings-removal" className="text-xl font-bold">
              {words.removalHeading}
            </h2>
            <p className="mt-2">
              {settings.removalRequestedAt
                ? words.removalAsked(formatDateTimeIN(settings.removalRequestedAt))
                : words.removalIntro}
            </p>
            <form method="post" action="/portal/settings" className="mt-4">
              <input
                type="hidden"
                name="action"
                value={settings.removalRequestedAt ? "withdraw" : "remove"}
              />
              <button type="submit" className={quietButton}>
                {settings.removalRequestedAt ? words.withdraw : words.removalButton}
              </button>
            </form>
          </section>
          <p>
            <a href="/portal/privacy" className="underline">
              {words.privacy}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
