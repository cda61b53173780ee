/**
 * A lead's reference, as the visitor is told it and staff look it up:
 * LEAD-{the year in India}-{the lead's number, at least six digits}.
 */
export const LEAD_REFERENCE = /LEAD-\d{4}-\d{6,}/;

const whole = new RegExp(`^${LEAD_REFERENCE.source}$`);

export const isLeadReference = (value: unknown): value is string =>
  typeof value === "string" && whole.test(value);
