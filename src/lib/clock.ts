/** The lab's clock: dates and years as they are in India (Asia/Kolkata), read when asked. */

/** Today's date in India (YYYY-MM-DD). */
export function todayInKolkata(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** This year in India ("2026"), for the © line. */
export const yearInKolkata = (now: Date = new Date()): string => todayInKolkata(now).slice(0, 4);
