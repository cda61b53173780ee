import type { TemplateKey } from "@/lib/env";
import { z } from "@/lib/zod";
import { PHONE_PATTERN, TEN_DIGITS_PATTERN } from "./patterns";
import { todayInKolkata } from "./today";
import {
  HONEYPOT_MESSAGE,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  appointmentLocations,
  appointmentServiceOptions,
  consultationServiceOptions,
  feedbackServiceOptions,
  serviceConsultationServiceOptions,
  type FormKey,
} from "./options";

export * from "./options";

/**
 * One zod schema per lead form, shared by the browser (react-hook-form via
 * @hookform/resolvers/zod) and the built-in lead inbox (app/api/v1.0/email/*).
 *
 * Every schema accepts both shapes of input:
 * - browser values from react-hook-form (strings, booleans for checkboxes,
 *   a FileList for file inputs, numbers for the rating), and
 * - multipart values as the e-mail library posts them (strings only; a checked
 *   box is "on"/"yes", an unchecked box is absent; a file input is a File,
 *   an empty one being a nameless 0-byte File).
 *
 * Field names are the contract with the form components and with the inbox.
 * Every form also posts a hidden `form_name` (its FormKey) and a honeypot
 * `website` that people leave empty.
 */

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** A trimmed, required text field: missing, empty or blank -> `required`. */
function requiredText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong(max));
}

/** A trimmed optional text field: missing or blank -> undefined. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));
}

const EMAIL_MAX = 254;

function email(required: string, invalid = "Please enter a valid e-mail address") {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX, { error: invalid, abort: true })
    .regex(z.regexes.email, invalid);
}

/**
 * A phone number as people write it: optional +, 9 to 15 digits, with spaces,
 * dashes, dots or brackets between them ("+91 98260 41230", "(0731) 2345678").
 */
export { PHONE_PATTERN, TEN_DIGITS_PATTERN };

function phone(required = "Please enter your phone number") {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(PHONE_PATTERN, "Please enter a valid phone number");
}

function tenDigitPhone(
  required = "Please enter your phone number",
  invalid = "Please enter a 10-digit phone number",
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(TEN_DIGITS_PATTERN, invalid);
}

const honeypot = z.string().max(0, HONEYPOT_MESSAGE).optional();

/** The hidden form_name; tolerated when absent so a missing hidden input never blocks a lead. */
function formName<K extends FormKey>(key: K) {
  return z.literal(key).default(key);
}

/** Values a checkbox can have: react-hook-form booleans, or multipart "on"/"yes" when checked. */
const checkboxInput = z
  .union([z.boolean(), z.enum(["on", "yes", "true", "false", "no", "off", ""])])
  .optional()
  .nullable();

function checkedValue(v: z.infer<typeof checkboxInput>): boolean {
  return v === true || v === "on" || v === "yes" || v === "true";
}

const optionalCheckbox = checkboxInput.transform(checkedValue);

export { todayInKolkata };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

// ---------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------

/** A File (browser, jsdom or undici) recognised by shape, so it works in every runtime. */
export function isFileLike(value: unknown): value is File {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<File>;
  return (
    typeof v.name === "string" && typeof v.size === "number" && typeof v.arrayBuffer === "function"
  );
}

function isFileListLike(value: unknown): value is ArrayLike<File> {
  if (typeof value !== "object" || value === null || isFileLike(value)) return false;
  const v = value as { length?: unknown; item?: unknown };
  return typeof v.length === "number" && (typeof v.item === "function" || Array.isArray(value));
}

const MULTIPLE_FILES = "Upload one file only";

/**
 * undefined | null | "" | File | FileList | File[] -> File | undefined.
 * An empty file part with an empty name (a file input left empty) counts as none.
 */
const optionalUpload = z
  .unknown()
  .transform((value, ctx): File | undefined => {
    let file: unknown = value;
    if (isFileListLike(value)) {
      if (value.length === 0) return undefined;
      if (value.length > 1) {
        ctx.addIssue({ code: "custom", message: MULTIPLE_FILES });
        return z.NEVER;
      }
      file = value[0];
    }
    if (file === undefined || file === null || file === "") return undefined;
    if (!isFileLike(file)) {
      ctx.addIssue({ code: "custom", message: UPLOAD_TYPE_MESSAGE });
      return z.NEVER;
    }
    if (file.name === "" && file.size === 0) return undefined;
    return file;
  })
  .superRefine((file, ctx) => {
    if (!file) return;
    const lower = file.name.toLowerCase();
    if (!UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
      ctx.addIssue({ code: "custom", message: UPLOAD_TYPE_MESSAGE });
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      ctx.addIssue({ code: "custom", message: UPLOAD_SIZE_MESSAGE });
    }
  })
  .optional();

/** Name of the only file field of any form. */
export const FILE_FIELD = "specification_file";
/** The field people never see (a trap for bots). */
export const HONEYPOT_FIELD = "website";

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const NAME_REQUIRED = "Please enter your name";
const EMAIL_REQUIRED = "Please enter your e-mail address";
const MESSAGE_REQUIRED = "Please enter your message";

export const consultationSchema = z.object({
  form_name: formName("consultation"),
  website: honeypot,
  user_name: requiredText(NAME_REQUIRED, 100),
  user_email: email(EMAIL_REQUIRED),
  user_phone: phone(),
  user_service: z
    .enum(consultationServiceOptions, { error: "Please choose a service" })
    .default(consultationServiceOptions[0]),
  message: requiredText(MESSAGE_REQUIRED, 2000),
});

export const heroSchema = z.object({
  form_name: formName("hero"),
  website: honeypot,
  user_name: requiredText(NAME_REQUIRED, 100),
  user_email: email(EMAIL_REQUIRED),
  user_phone: tenDigitPhone(),
  message: requiredText(MESSAGE_REQUIRED, 2000),
});

export const feedbackSchema = z.object({
  form_name: formName("feedback"),
  website: honeypot,
  user_name: requiredText("Name is required", 100),
  user_email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(EMAIL_MAX, { error: "Invalid email address", abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address"),
  user_phone: z
    .string({ error: "Invalid phone number" })
    .trim()
    .regex(TEN_DIGITS_PATTERN, "Invalid phone number"),
  user_service: z.enum(feedbackServiceOptions, { error: "Please select a service type" }),
  user_rating: z.coerce
    .number({ error: "Please select a rating" })
    .int("Please select a rating")
    .min(1, "Please select a rating")
    .max(5, "Please select a rating"),
  message: optionalText(2000),
});

export const appointmentSchema = z.object({
  form_name: formName("appointment"),
  website: honeypot,
  service: z.enum(appointmentServiceOptions, { error: "Please select a service" }),
  location: z.enum(appointmentLocations, { error: "Please select a location" }),
  name: requiredText(NAME_REQUIRED, 100),
  email: email(EMAIL_REQUIRED),
  phone: phone(),
  date: z
    .string({ error: "Please choose a date" })
    .trim()
    .min(1, { error: "Please choose a date", abort: true })
    .refine(isCalendarDate, { error: "Please choose a valid date", abort: true })
    .refine((d) => d >= todayInKolkata(), "Please choose today or a later date"),
  time: z
    .string({ error: "Please choose a time" })
    .trim()
    .min(1, { error: "Please choose a time", abort: true })
    .regex(TIME_PATTERN, "Please choose a valid time"),
  emergencyServices: optionalCheckbox,
  onsiteCalibration: optionalCheckbox,
  weekendServices: optionalCheckbox,
  isoCertified: optionalCheckbox,
  twentyFourSeven: optionalCheckbox,
});

export const enquirySchema = z.object({
  form_name: formName("enquiry"),
  website: honeypot,
  company_name: requiredText("Please enter your company name", 200),
  contact_person: requiredText("Please enter the contact person's name", 100),
  email: email(EMAIL_REQUIRED),
  phone: phone(),
  selected_service: requiredText("Please choose a service", 120),
  equipment_details: requiredText("Please describe the equipment", 3000),
  preferred_date: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isCalendarDate(v), "Please choose a valid date"),
  specification_file: optionalUpload,
  selected_service_id: optionalText(120),
  service_title: optionalText(200),
});

export const serviceConsultationSchema = z.object({
  form_name: formName("serviceConsultation"),
  website: honeypot,
  full_name: requiredText("Please enter your full name", 100),
  work_email: email("Please enter your work e-mail address"),
  company_name: requiredText("Please enter your company name", 200),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || PHONE_PATTERN.test(v), "Please enter a valid phone number"),
  service_type: z.enum(serviceConsultationServiceOptions, {
    error: "Please choose a service type",
  }),
  message: requiredText("Please describe your requirements", 2000),
});

/** One e-mail input, as the spec has it: subscribing is the visitor's own clear act. */
export const newsletterSchema = z.object({
  form_name: formName("newsletter"),
  website: honeypot,
  newsletter_email: email(EMAIL_REQUIRED),
});

export const formSchemas = {
  consultation: consultationSchema,
  hero: heroSchema,
  feedback: feedbackSchema,
  appointment: appointmentSchema,
  enquiry: enquirySchema,
  serviceConsultation: serviceConsultationSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<FormKey, z.ZodType>;

export type FormSchemas = typeof formSchemas;
/** What the form holds (react-hook-form's first type argument). */
export type FormInput<K extends FormKey> = z.input<FormSchemas[K]>;
/** What validation yields (react-hook-form's third type argument; what the inbox stores). */
export type FormOutput<K extends FormKey> = z.output<FormSchemas[K]>;

export type ConsultationInput = FormInput<"consultation">;
export type ConsultationValues = FormOutput<"consultation">;
export type HeroInput = FormInput<"hero">;
export type HeroValues = FormOutput<"hero">;
export type FeedbackInput = FormInput<"feedback">;
export type FeedbackValues = FormOutput<"feedback">;
export type AppointmentInput = FormInput<"appointment">;
export type AppointmentValues = FormOutput<"appointment">;
export type EnquiryInput = FormInput<"enquiry">;
export type EnquiryValues = FormOutput<"enquiry">;
export type ServiceConsultationInput = FormInput<"serviceConsultation">;
export type ServiceConsultationValues = FormOutput<"serviceConsultation">;
export type NewsletterInput = FormInput<"newsletter">;
export type NewsletterValues = FormOutput<"newsletter">;

/** The form a submission belongs to, given the template it was sent with and its form_name. */
export function formForTemplate(template: TemplateKey, formNameValue: unknown): FormKey {
  if (template === "contact") return formNameValue === "hero" ? "hero" : "consultation";
  return template;
}

/** Field errors as one short line: "user_phone: Invalid phone number; message: ...". */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (seen.has(field)) continue; // first message per field, as the form shows it
    seen.add(field);
    parts.push(`${field}: ${issue.message}`);
  }
  return parts.join("; ");
}
