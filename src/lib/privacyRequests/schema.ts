import { z } from "@/lib/zod";
import { isLeadReference } from "@/content/forms/reference";
import { isApplicationReference } from "@/content/forms/application";
import {
  DETAILS_MAX,
  EMAIL_MAX,
  KINDS_NEEDING_DETAILS,
  REQUEST_KINDS,
  type RequestWords,
} from "@/content/privacyRequest";
import { EMAIL_PATTERN } from "@/lib/leads/patterns";
import { requestWordsIn, type RequestLanguage } from "./words";

/**
 * The request form of /privacy/request, one schema for the browser and the
 * server: the address, the kind, the details (required for a correction, a
 * nomination or a grievance), an optional reference from one of the lab's
 * e-mails, and the honeypot people leave empty. The rules are one; the
 * messages are in the language of the page the form was sent from.
 */

export const PRIVACY_HONEYPOT = "website";

/** A reference the lab's e-mails quote: LEAD-, REQ-, RECAL- (a lead) or APP- (a job application). */
export const isQuotableReference = (value: string) =>
  isLeadReference(value) || isApplicationReference(value);

const buildSchema = (errors: RequestWords["errors"]) =>
  z
    .object({
      email: z
        .string({ error: errors.email })
        .trim()
        .max(EMAIL_MAX, errors.emailTooLong)
        .regex(EMAIL_PATTERN, errors.email)
        .transform((v) => v.toLowerCase()),
      kind: z.enum(REQUEST_KINDS, { error: errors.kind }),
      details: z.string().trim().max(DETAILS_MAX, errors.detailsTooLong).optional().default(""),
      reference: z
        .string()
        .trim()
        .max(40, errors.reference)
        .transform((v) => v.toUpperCase())
        .refine((v) => v === "" || isQuotableReference(v), errors.reference)
        .optional()
        .default(""),
      [PRIVACY_HONEYPOT]: z.string().max(0, errors.honeypot).optional(),
    })
    .superRefine((value, ctx) => {
      if (KINDS_NEEDING_DETAILS.includes(value.kind) && value.details === "")
        ctx.addIssue({ code: "custom", path: ["details"], message: errors.details });
    });

const schemas = {
  en: buildSchema(requestWordsIn("en").request.errors),
  hi: buildSchema(requestWordsIn("hi").request.errors),
};

export const privacyRequestSchemaIn = (language: RequestLanguage) => schemas[language];

/** The English form's schema. */
export const privacyRequestSchema = schemas.en;

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** The form's posted values as the schema reads them (strings only; a missing one is absent). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["email", "kind", "details", "reference", PRIVACY_HONEYPOT]) {
    const v = form.get(name);
    if (typeof v === "string") out[name] = v;
  }
  return out;
}

/** The first message per field, for the form's error summary. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
