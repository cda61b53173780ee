/** "2027-01-31" -> "31/1/2027": dates shown in en-IN format (spec §9), fixed to India's time zone. */
// Formatters built once: toLocaleDateString builds a new one on every call.
const shortDate = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata" });
const longDate = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
});

export function formatDateIN(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** "2025-03-14" -> "14 March 2025", the long en-IN form. */
export function formatLongDateIN(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}
