/** "2027-01-31" -> "31/1/2027": dates shown in en-IN format (spec §9), fixed to India's time zone. */
export function formatDateIN(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+05:30`).toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
  });
}

/** "2025-03-14" -> "14 March 2025", the long en-IN form. */
export function formatLongDateIN(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+05:30`).toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}
