import type { ReactNode } from "react";
import { PageIntro } from "@/components/sections/PageIntro";
import { PortalNav } from "./PortalNav";
import { portalSettings } from "@/content/portalReminders";
import { formatDateTimeIN } from "@/lib/format";
import type { Refusal } from "@/lib/platform/convention/errors";
import type { LeadTime } from "@/lib/portal/leadTime";
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
  leadTime,
  refusal,
  done,
  children,
}: {
  email: string;
  settings: AddressSettings;
  leadTime: LeadTime;
  /** A change refused: a lead time that is not one of the choices (field `days`), or a button the page does not know. */
  refusal?: Refusal | undefined;
  done?: string | undefined;
  /** More sections after the reminders (the calendar link). */
  children?: ReactNode;
}) {
  const leadTimeError = refusal?.field === "days" ? refusal.message : undefined;
  const problem = refusal && !leadTimeError ? refusal.message : undefined;
  return (
    <>
      <PageIntro heading={words.heading}>
        <PortalNav current="settings" email={email} />
      </PageIntro>
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {problem && (
            <p
              role="alert"
              className="rounded-md border-2 border-red-800 bg-white p-4 font-semibold text-red-800"
            >
              {problem}
            </p>
          )}
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
          <section aria-labelledby="settings-lead-time" className={card}>
            <h2 id="settings-lead-time" className="text-xl font-bold">
              {words.leadTimeHeading}
            </h2>
            <form method="post" action="/portal/settings" className="mt-4 space-y-3">
              <input type="hidden" name="action" value="lead-time" />
              <label htmlFor="lead-time" className="block font-semibold">
                {words.leadTimeLabel}
              </label>
              <p id="lead-time-hint" className="text-sm text-slate-600">
                {words.leadTimeHint(leadTime.bound, leadTime.organisation)}
              </p>
              {leadTimeError && (
                <p id="lead-time-error" role="alert" className="font-semibold text-red-800">
                  {leadTimeError}
                </p>
              )}
              <select
                id="lead-time"
                name="days"
                defaultValue={leadTime.own === null ? "" : String(leadTime.own)}
                aria-describedby={
                  leadTimeError ? "lead-time-hint lead-time-error" : "lead-time-hint"
                }
                aria-invalid={leadTimeError ? true : undefined}
                className="border-steel-300 block min-h-12 w-full max-w-xs rounded-md border bg-white px-3"
              >
                <option value="">{words.leadTimeDefault(leadTime.usual)}</option>
                {leadTime.choices
                  .filter((days) => days !== leadTime.usual)
                  .map((days) => (
                    <option key={days} value={days}>
                      {words.leadTimeOption(days)}
                    </option>
                  ))}
              </select>
              <button type="submit" className={portalButton}>
                {words.leadTimeSave}
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
