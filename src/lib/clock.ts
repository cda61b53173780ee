/** The lab's clock: dates and years as they are in India (Asia/Kolkata), read when asked. */

/** Today's date in India (YYYY-MM-DD). */
// One formatter for the process: building an Intl.DateTimeFormat costs more than a page's database work.
const kolkataDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function todayInKolkata(now: Date = new Date()): string {
  return kolkataDate.format(now);
}

/** This year in India ("2026"), for the © line. */
export const yearInKolkata = (now: Date = new Date()): string => todayInKolkata(now).slice(0, 4);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
