/**
 * A lead's reference, as the visitor is told it and staff look it up:
 * {what it is}-{the year in India}-{the lead's number, at least six digits}:
 * REQ- a test request, RECAL- a recalibration request from the portal, LEAD-
 * any other message. One series of numbers for all of them.
 */
export const LEAD_REFERENCE = /(?:LEAD|REQ|RECAL)-\d{4}-\d{6,}/;

/** The word a lead's reference starts with, by its form. */
export const leadReferencePrefix = (form: string): string =>
  form === "request" ? "REQ" : form === "recalibration" ? "RECAL" : "LEAD";

const whole = new RegExp(`^${LEAD_REFERENCE.source}$`);

export const isLeadReference = (value: unknown): value is string =>
  typeof value === "string" && whole.test(value);
