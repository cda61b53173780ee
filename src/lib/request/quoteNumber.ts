import { QUOTE_VALID_DAYS } from "@/content/gst";
import { indiaDateOf } from "@/lib/format";

/**
 * A test request's quote number, date and validity (issue 51 item 2): the
 * request's own number under "QT" (REQ-2026-000123 is quoted as
 * QT-2026-000123, so one series serves both), dated the day India had when
 * it was sent, valid QUOTE_VALID_DAYS days after.
 */

const REFERENCE = /^[A-Z]+-(\d{4})-(\d{6})$/;

export function quoteNumberOf(reference: string): string {
  const match = REFERENCE.exec(reference);
  if (!match) throw new RangeError(`not a reference: ${reference}`);
  return `QT-${match[1]}-${match[2]}`;
}

/** A calendar date (YYYY-MM-DD) `days` later. */
export function calendarDaysAfter(isoDate: string, days: number): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface QuoteDates {
  /** The India date of the quote (YYYY-MM-DD). */
  date: string;
  /** The last day it holds (YYYY-MM-DD). */
  validUntil: string;
}

export function quoteDatesOf(createdAt: Date | string): QuoteDates {
  const date = indiaDateOf(createdAt);
  return { date, validUntil: calendarDaysAfter(date, QUOTE_VALID_DAYS) };
}
