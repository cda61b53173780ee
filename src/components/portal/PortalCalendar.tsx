import { calendarSettingsWords as words } from "@/content/portalCalendar";
import { formatDateTimeIN } from "@/lib/format";
import type { CalendarFeed } from "@/lib/portal/calendarFeeds";
import { PORTAL_SETTINGS } from "@/lib/portal/paths";

const button =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800";
const quietButton =
  "inline-flex min-h-12 items-center justify-center rounded-md border-2 border-navy-900 px-6 font-semibold text-navy-900 hover:bg-steel-50";

function Action({ action, label, quiet }: { action: string; label: string; quiet?: boolean }) {
  return (
    <form method="post" action={PORTAL_SETTINGS}>
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={quiet ? quietButton : button}>
        {label}
      </button>
    </form>
  );
}

/**
 * Settings' "Subscribe in your calendar": a button to make the private link;
 * the link itself once, just after it is made (only its hash is kept); after
 * that, when it was made, with "Revoke and make a new one" and "Revoke".
 */
export function PortalCalendar({
  feed,
  url,
}: {
  feed: CalendarFeed | undefined;
  /** The new link's address, on the page that made it only. */
  url?: string | undefined;
}) {
  return (
    <section
      aria-labelledby="settings-calendar"
      className="rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="settings-calendar" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-2">{words.intro}</p>
      {url ? (
        <div className="mt-4 space-y-3 rounded-md border-2 border-green-800 bg-green-50 p-4">
          <p role="status" className="font-semibold text-green-950">
            {words.shown}
          </p>
          <label htmlFor="calendar-url" className="block font-semibold">
            {words.urlLabel}
          </label>
          <textarea
            id="calendar-url"
            readOnly
            rows={4}
            value={url}
            spellCheck={false}
            className="border-steel-400 w-full resize-none rounded-md border bg-white p-3 font-mono text-sm break-all"
          />
          <p>
            <a href={url.replace(/^https?:/, "webcal:")} className="font-semibold underline">
              {words.webcal}
            </a>
          </p>
          <p className="text-sm">{words.howTo}</p>
        </div>
      ) : (
        feed && (
          <p className="mt-2 font-semibold">{words.exists(formatDateTimeIN(feed.createdAt))}</p>
        )
      )}
      {feed ? (
        <>
          {!url && <p className="mt-2">{words.lost}</p>}
          <div className="mt-4 flex flex-wrap gap-3">
            <Action action="calendar-replace" label={words.replace} />
            <Action action="calendar-revoke" label={words.revoke} quiet />
          </div>
        </>
      ) : (
        <div className="mt-4">
          <Action action="calendar-create" label={words.create} />
        </div>
      )}
    </section>
  );
}
