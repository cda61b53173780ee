/**
 * The one place dates and times are written for people (staff and visitors):
 * India time (Asia/Kolkata), one way everywhere. Timestamps are stored and sent
 * to machines as ISO instants in UTC (the database, the JSON API, headers, RSS);
 * whatever a person reads (the desk, e-mails to staff, the CSV export and its
 * file name, the command line) goes through these functions.
 *
 *   formatDateIN("2026-11-27")                  "27/11/2026"    a calendar date, short (spec §9)
 *   formatLongDateIN("2026-11-27")              "27 November 2026"
 *   formatDateTimeIN("2026-11-26T22:39:00Z")    "27 November 2026, 4:09 am"
 *   formatTimeIN("2026-11-26T22:39:00Z")        "4:09 am"
 *   formatDateTimeRangeIN(first, last)          "26 November 2026, 11:30 pm – 11:50 pm"
 *   indiaDateOf("2026-11-26T18:40:00Z")         "2026-11-27"    India's calendar date of a moment
 *   indiaMinuteOf("2026-11-26T18:40:00Z")       "2026-11-27 00:10"  for spreadsheets
 *   formatLongDateHi("2026-11-30")              "30 नवंबर 2026"  the Hindi pages' long date
 *   formatLongDateIn("2026-11-30", "hi")        either language's long date
 *   formatNumberIN(1234567)                     "12,34,567"     Indian grouping, both languages
 *
 * Formatters are built once per process: building an Intl.DateTimeFormat per
 * call (toLocaleDateString does) cost 24 ms of a 50-lead desk page.
 */

const ZONE = "Asia/Kolkata";

const shortDate = new Intl.DateTimeFormat("en-IN", { timeZone: ZONE });
const longDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
const longDateHi = new Intl.DateTimeFormat("hi-IN", {
  timeZone: ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  numberingSystem: "latn",
});
const indianNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/**
 * Read in parts and put together here, so no ICU version's "at" or spacing changes the text.
 * Built on first use: the browser's islands import this file for calendar dates only.
 */
let moments: Intl.DateTimeFormat | undefined;
const momentParts = () =>
  (moments ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }));
const numericParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment: an ISO timestamp (as stored) or a Date. */
export type Instant = string | Date;

const asDate = (at: Instant) => (typeof at === "string" ? new Date(at) : at);

function partsOf(format: Intl.DateTimeFormat, at: Instant): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(asDate(at))) parts[p.type] = p.value;
  return parts;
}

/** "2027-01-31" -> "31/1/2027": a calendar date in en-IN form (spec §9), as public pages show it. */
export function formatDateIN(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** "2025-03-14" -> "14 March 2025", the long en-IN form. */
export function formatLongDateIN(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** The calendar date in India at this moment, YYYY-MM-DD ("2026-11-27" for 18:40 UTC on the 26th). */
export function indiaDateOf(at: Instant): string {
  const p = partsOf(numericParts, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-11-27 00:10": India's date and 24-hour minute, in a form spreadsheets read as a date. */
export function indiaMinuteOf(at: Instant): string {
  const p = partsOf(numericParts, at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const dayOf = (p: Record<string, string>) => `${p.day} ${p.month} ${p.year}`;
const timeOf = (p: Record<string, string>) =>
  `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`;

/** "27 November 2026, 4:09 am": a moment in India time, as staff read it everywhere. */
export function formatDateTimeIN(at: Instant): string {
  const p = partsOf(momentParts(), at);
  return `${dayOf(p)}, ${timeOf(p)}`;
}

/** "4:09 am": the time of day in India, for when the day is plain from what is around it. */
export function formatTimeIN(at: Instant): string {
  return timeOf(partsOf(momentParts(), at));
}

/** From one moment to another: the day is named again only when India's date changes between them. */
export function formatDateTimeRangeIN(first: Instant, last: Instant): string {
  const end =
    indiaDateOf(first) === indiaDateOf(last) ? formatTimeIN(last) : formatDateTimeIN(last);
  return `${formatDateTimeIN(first)} – ${end}`;
}

/** "2026-11-30" -> "30 नवंबर 2026": the long date on the Hindi pages (digits 0-9). */
export function formatLongDateHi(isoDate: string): string {
  return longDateHi.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** The long date in the page's language ("en" or "hi"). */
export function formatLongDateIn(isoDate: string, locale: "en" | "hi"): string {
  return locale === "hi" ? formatLongDateHi(isoDate) : formatLongDateIN(isoDate);
}

/** 1234567 -> "12,34,567": lakhs and crores, as India groups a number in either language. */
export function formatNumberIN(value: number): string {
  return indianNumber.format(value);
}
