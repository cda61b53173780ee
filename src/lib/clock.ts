/** The lab's clock: dates and years as they are in India (Asia/Kolkata), read when asked. */
import { indiaDateOf } from "./format";

/**
 * For end-to-end tests only: LAB_CLOCK_OFFSET_DAYS=<whole number>, read once when the server
 * starts, runs the server's clock that many days ahead (or behind), so a test can show the site
 * on a later day (an opening after its deadline). Unset, as in production, it is 0. In a
 * browser it is always 0 (the client build drops the reading: import.meta.env.SSR is false there).
 */
export function clockOffsetDays(value: string | undefined): number {
  const v = value?.trim();
  if (!v) return 0;
  if (!/^-?\d{1,5}$/.test(v))
    throw new Error(`LAB_CLOCK_OFFSET_DAYS: "${v}" is not a whole number`);
  return Number(v);
}

// import.meta.env is Vite's (undefined under tsx, for the command-line scripts).
const onServer = (import.meta as { env?: { SSR?: boolean } }).env?.SSR !== false;
const offsetMs = onServer
  ? clockOffsetDays(globalThis.process?.env["LAB_CLOCK_OFFSET_DAYS"]) * 86_400_000
  : 0;

/** Now, as the lab's server sees it (moved only in tests, see clockOffsetDays). */
export const labNow = (): Date => new Date(Date.now() + offsetMs);

/** Today's date in India (YYYY-MM-DD). */
export function todayInKolkata(now: Date = labNow()): string {
  return indiaDateOf(now);
}

/** This year in India ("2026"), for the © line. */
export const yearInKolkata = (now: Date = labNow()): string => todayInKolkata(now).slice(0, 4);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
