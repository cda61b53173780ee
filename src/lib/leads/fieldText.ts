import { fieldNamesOfKind } from "@/content/forms";
import { fieldValueText } from "@/content/leadNotification";
import { isCalendarDate } from "@/lib/clock";
import { formatDateIN } from "@/lib/format";

const dateFields = new Set(fieldNamesOfKind("date"));
const hiddenFields = new Set(fieldNamesOfKind("hidden"));

/**
 * A visitor's value as staff read it (the desk, the e-mail, the CSV): a key
 * in words, a date as the visitor saw it in their summary (8/12/2026), the
 * rest as typed.
 */
export function leadValueText(name: string, value: unknown): string {
  const text = fieldValueText(name, value);
  return dateFields.has(name) && isCalendarDate(text) ? formatDateIN(text) : text;
}

/** Whether a field is the form's own bookkeeping (which service page, which kind), not the visitor's words. */
export const isInternalField = (name: string): boolean => hiddenFields.has(name);
