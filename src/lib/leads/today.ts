/** Today's date in India (YYYY-MM-DD), the lab's time zone. Kept apart from the schemas so forms use it without loading zod. */
export function todayInKolkata(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
