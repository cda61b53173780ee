import { calendarDeskWords as words } from "@/content/portalCalendar";

/** On an organisation's page: how many of its addresses subscribe to their due dates. */
export function CalendarSubscribers({ count }: { count: number }) {
  return (
    <section aria-labelledby="calendar-links" className="mt-8 max-w-4xl">
      <h2 id="calendar-links" className="text-xl font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1">{words.count(count)}</p>
    </section>
  );
}
