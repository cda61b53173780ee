import { z } from "@/lib/zod";
import { formWords as englishFormWords } from "@/content/forms";
import {
  OPENING_FIELD,
  type ApplicationField,
  applicationFields,
  applicationWords,
  cvUpload as englishCvUpload,
} from "@/content/forms/application";
import { HONEYPOT_FIELD, isFileLike } from "@/lib/leads/schemas";
import { EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/leads/patterns";
import { oneLine } from "@/lib/security/oneLine";

/**
 * The job application's one schema, derived from content/forms/application.ts:
 * the browser's form checks with it (react-hook-form) and the server stores
 * only what it accepts. Like the lead schemas it takes both the browser's
 * values (a FileList, a boolean box) and multipart values (a File, "on").
 * One schema per language: the same rules, the messages in the form's words
 * (lib/careers/applicationsSchemaHi.ts builds the Hindi one).
 */

/** The words a schema says its messages in: the form's fields, its CV upload and consent. */
export type ApplicationSchemaWords = {
  fields: readonly ApplicationField[];
  cvUpload: typeof englishCvUpload;
  formWords: Pick<typeof englishFormWords, "tooLong" | "honeypot">;
  consentRequired: string;
  adultRequired: string;
};

/** The language a form was sent from: optional, English unless "hi" (consent records read it). */
export const LANGUAGE_FIELD = "language";
export const languageSchema = z.enum(["en", "hi"]).optional().default("en");

export function buildApplicationSchema(words: ApplicationSchemaWords) {
  const { formWords, cvUpload } = words;

  const required = (message: string, max: number) =>
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, formWords.tooLong(max));

  /** Every field but the note is one line: no value can forge a line of the e-mail. */
  const singleLine = (schema: z.ZodType) =>
    z.preprocess((value) => (typeof value === "string" ? oneLine(value) : value), schema);

  function fieldSchema(field: ApplicationField): z.ZodType {
    switch (field.kind) {
      case "text":
        return singleLine(required(field.required ?? "", field.max));
      case "textarea":
        // A form post sends line breaks as CRLF: kept as the applicant's lines.
        return z
          .string()
          .transform((v) => v.replace(/\r\n?/g, "\n").trim())
          .pipe(z.string().max(field.max, formWords.tooLong(field.max)))
          .optional()
          .transform((v) => v ?? "");
      case "email":
        return singleLine(
          z
            .string({ error: field.required })
            .trim()
            .min(1, { error: field.required, abort: true })
            .max(254, { error: field.invalid, abort: true })
            .regex(EMAIL_PATTERN, field.invalid),
        );
      case "phone":
        return singleLine(
          z
            .string({ error: field.required ?? field.invalid })
            .trim()
            .min(1, { error: field.required ?? field.invalid, abort: true })
            .regex(PHONE_PATTERN, field.invalid),
        );
      case "select":
        return z.enum(field.options as [string, ...string[]], {
          error: field.required ?? field.invalid,
        });
      case "tenDigits":
        throw new Error("The application has no ten-digit field");
    }
  }

  /** A FileList, a File[] or a File -> the one File; a file input left empty is none. */
  const cvSchema = z.unknown().transform((value, ctx): File => {
    let file: unknown = value;
    if (typeof value === "object" && value !== null && !isFileLike(value) && "length" in value) {
      const list = value as ArrayLike<unknown>;
      if (list.length > 1) {
        ctx.addIssue({ code: "custom", message: cvUpload.multipleMessage });
        return z.NEVER;
      }
      file = list[0];
    }
    if (!isFileLike(file) || (file.name === "" && file.size === 0)) {
      ctx.addIssue({ code: "custom", message: cvUpload.required });
      return z.NEVER;
    }
    const lower = file.name.toLowerCase();
    if (!cvUpload.extensions.some((ext) => lower.endsWith(ext)))
      ctx.addIssue({ code: "custom", message: cvUpload.typeMessage });
    if (file.size > cvUpload.maxBytes)
      ctx.addIssue({ code: "custom", message: cvUpload.sizeMessage });
    return file;
  });

  /** A box that must be ticked: true from the browser, "on" (or "yes") from a plain form post. */
  const ticked = (message: string) =>
    z
      .unknown()
      .refine((v) => v === true || v === "on" || v === "yes" || v === "true", { error: message })
      .transform(() => true as const);

  return z.object({
    [LANGUAGE_FIELD]: languageSchema,
    [OPENING_FIELD]: z
      .string()
      .trim()
      .max(80)
      .optional()
      .transform((v) => v || undefined),
    [HONEYPOT_FIELD]: z.string().max(0, formWords.honeypot).optional(),
    ...Object.fromEntries(words.fields.map((field) => [field.name, fieldSchema(field)])),
    [cvUpload.field]: cvSchema,
    adult: ticked(words.adultRequired),
    consent: ticked(words.consentRequired),
  });
}

/** The English form's schema. */
export const applicationSchema = buildApplicationSchema({
  fields: applicationFields,
  cvUpload: englishCvUpload,
  formWords: englishFormWords,
  consentRequired: applicationWords.consent.required,
  adultRequired: applicationWords.adult.required,
});

/** What the schema gives for an accepted application. */
export interface ApplicationInput {
  language: "en" | "hi";
  opening: string | undefined;
  applicant_name: string;
  email: string;
  phone: string;
  current_role: string;
  experience: string;
  notice_period: string;
  note: string;
  cv: File;
}

/** Field errors by field name, the first message of each, as the form shows them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".") || "form";
    errors[name] ??= issue.message;
  }
  return errors;
}
