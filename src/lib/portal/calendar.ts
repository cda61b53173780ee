import ical, { ICalAlarmType } from "ical-generator";
import { calendarFeedWords as words } from "@/content/portalCalendar";
import { todayInKolkata } from "@/lib/clock";
import { serverEnv } from "@/lib/env/server";
import { portalInstruments, type Instrument } from "./instruments";
import { CALENDAR_FEED_PATH, instrumentHref } from "./paths";

/** How many days before a due date the calendar's alarm rings. */
export const CALENDAR_ALARM_DAYS = 7;

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * An address's calendar (iCalendar, RFC 5545): one all-day event on each
 * instrument's due date, from its current certificate. Every line comes from
 * the data, nothing from the clock: the UID is the instrument's key and its due
 * date at the site's host, DTSTAMP the certificate's issue date, so two fetches
 * of unchanged data are the same bytes and a calendar app never sees a new event.
 */
export function calendarOf(instruments: Instrument[], siteUrl: string): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: words.name,
    description: words.description,
    prodId: { company: host, product: "customer-portal", language: "EN" },
    ttl: 60 * 60,
  });
  for (const instrument of instruments) {
    const current = instrument.certificates.find((c) => c.status === "issued");
    if (!instrument.dueDate || !current) continue;
    const href = new URL(instrumentHref(instrument.key), siteUrl).href;
    calendar.createEvent({
      id: `${instrument.key}-${instrument.dueDate}@${host}`,
      allDay: true,
      start: utcDate(instrument.dueDate),
      stamp: utcDate(current.issueDate),
      summary: words.summary(instrument),
      description: words.event(instrument, current.reference, href),
      url: href,
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: CALENDAR_ALARM_DAYS * 24 * 60 * 60,
          description: words.alarm(instrument),
        },
      ],
    });
  }
  return calendar.toString();
}

/** The calendar of the instruments an address sees on the portal's Instruments page. */
export const calendarForAddress = async (
  email: string,
  siteUrl: string,
  today: string = todayInKolkata(),
) => calendarOf(await portalInstruments(email, today), siteUrl);

/** The private link a calendar app subscribes to (shown once in Settings). */
export const calendarFeedUrl = (key: string, siteUrl: string = serverEnv.SITE_URL) =>
  new URL(`${CALENDAR_FEED_PATH}?${new URLSearchParams({ key })}`, siteUrl).href;
