import { ANSWER_DAYS, DUE_WINDOW_DAYS } from "@/content/privacyRequest";

/**
 * A privacy request's 90-day clock (DPDP Rules 2025): it opens when the
 * address is proved; it is due from day 83 to day 90 after (at most 7 days
 * left) and overdue from day 91.
 */
const DAY_MS = 86_400_000;

/** Whole days since the request opened. */
export const daysSince = (openedAt: string, now: Date): number =>
  Math.floor((now.getTime() - Date.parse(openedAt)) / DAY_MS);

/** The moment the answer is due: 90 days after opening. */
export const answerBy = (openedAt: string | Date): Date =>
  new Date(new Date(openedAt).getTime() + ANSWER_DAYS * DAY_MS);

export type ClockState =
  | { state: "running"; daysLeft: number }
  | { state: "due"; daysLeft: number }
  | { state: "overdue"; daysOverdue: number };

export function clockOf(openedAt: string, now: Date): ClockState {
  const days = daysSince(openedAt, now);
  if (days > ANSWER_DAYS) return { state: "overdue", daysOverdue: days - ANSWER_DAYS };
  const daysLeft = ANSWER_DAYS - days;
  return daysLeft <= DUE_WINDOW_DAYS ? { state: "due", daysLeft } : { state: "running", daysLeft };
}

/**
 * The opening times that put a request in each window at `now`, as ISO text
 * (what the store compares): due when opened at or before `dueFrom` and after
 * `overdueFrom`; overdue when opened at or before `overdueFrom`.
 */
export function windowsAt(now: Date): { dueFrom: string; overdueFrom: string } {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return { dueFrom: at(ANSWER_DAYS - DUE_WINDOW_DAYS), overdueFrom: at(ANSWER_DAYS + 1) };
}
