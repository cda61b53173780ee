import type { Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import { isCalendarDate } from "@/lib/clock";
import { CERTIFICATE_FIELDS, type CertificateField, type CertificateValues } from "./values";

/**
 * The certificate form's checks, on the server (the browser's own checks are
 * only a help): a number as certificates print them, real calendar dates
 * (YYYY-MM-DD) in this century, and a last valid day after the issue date and
 * within MAX_YEARS of it.
 */

export type CertificateFormValues = Record<CertificateField, string>;
export type CertificateFormErrors = Partial<Record<CertificateField, string>>;

export const NUMBER_LENGTH = { min: 3, max: 40 } as const;
/** NABL accredits for 2 years, ISO 9001 certifies for 3: more than 10 is a typing error. */
export const MAX_YEARS = 10;
const FIRST_DAY = "2000-01-01";
const LAST_DAY = "2099-12-31";
/** Letters, digits, hyphens, slashes, dots and single spaces, a letter or digit at each end. */
const NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9./-]| (?! ))*[A-Za-z0-9]$/;

const problems = certificateDesk.problems;

/** The form's values as posted, each cut to a sane length before any check. */
export const postedCertificateForm = (form: FormData): CertificateFormValues =>
  Object.fromEntries(
    CERTIFICATE_FIELDS.map((f) => [f, String(form.get(f) ?? "").slice(0, 200)]),
  ) as CertificateFormValues;

/** A certificate's values as its form shows them. */
export const certificateFormOf = (values: CertificateValues): CertificateFormValues => ({
  number: values.number,
  issued: values.issued,
  validUntil: values.validUntil,
});

const dateProblem = (value: string): string | undefined => {
  if (!value) return problems.required;
  if (!isCalendarDate(value)) return problems.date;
  if (value < FIRST_DAY || value > LAST_DAY) return problems.range;
  return undefined;
};

/**
 * Checks the posted values of certificate `id` against the others (`all`, the
 * certificates as they stand: no two share a number). Answers the values to
 * keep (the number with its spaces tidied), or each field's problem.
 */
export function checkCertificateForm(
  posted: CertificateFormValues,
  id: string,
  all: readonly Certificate[],
): { ok: true; values: CertificateValues } | { ok: false; errors: CertificateFormErrors } {
  const number = posted.number.replace(/\s+/g, " ").trim();
  const issued = posted.issued.trim();
  const validUntil = posted.validUntil.trim();
  const errors: CertificateFormErrors = {};

  if (!number) errors.number = problems.required;
  else if (
    number.length < NUMBER_LENGTH.min ||
    number.length > NUMBER_LENGTH.max ||
    !NUMBER.test(number) ||
    !/\d/.test(number)
  )
    errors.number = problems.numberFormat;
  else {
    const holder = all.find((c) => c.id !== id && c.number.toUpperCase() === number.toUpperCase());
    if (holder) errors.number = problems.numberTaken(holder.name);
  }

  const issuedProblem = dateProblem(issued);
  if (issuedProblem) errors.issued = issuedProblem;
  const untilProblem = dateProblem(validUntil);
  if (untilProblem) errors.validUntil = untilProblem;
  else if (!issuedProblem) {
    const latest = `${Number(issued.slice(0, 4)) + MAX_YEARS}${issued.slice(4)}`;
    if (validUntil <= issued) errors.validUntil = problems.order;
    else if (validUntil > latest) errors.validUntil = problems.tooLong(MAX_YEARS);
  }

  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, values: { number, issued, validUntil } };
}
