import { z } from "@/lib/zod";
import {
  enquiryForms,
  formWords,
  leadForms,
  SERVICE_KIND_FIELD,
  serviceKinds,
  upload,
  type LeadField,
  type LeadFormSpec,
} from "@/content/forms";
import { isCalendarDate } from "@/lib/clock";
import { gstinMessages, stateByName } from "@/content/gst";
import { gstinProblem, normaliseGstin } from "@/lib/gst/gstin";
import { oneLine } from "@/lib/security/oneLine";
import { EMAIL_PATTERN, PHONE_PATTERN, TEN_DIGITS_PATTERN, tenDigits } from "./patterns";
import { todayInKolkata } from "@/lib/clock";
import { formKeys, type FormKey } from "./options";

export * from "./options";

/**
 * One zod schema per lead form, derived from its description in content/forms
 * and shared by the browser (react-hook-form via @hookform/resolvers/zod) and
 * the built-in lead inbox.
 *
 * Every schema accepts both shapes of input:
 * - browser values from react-hook-form (strings, booleans for checkboxes,
 *   a FileList for file inputs, numbers for the rating), and
 * - multipart values as the e-mail library posts them (strings only; a checked
 *   box is "on"/"yes", an unchecked box is absent; a file input is a File,
 *   an empty one being a nameless 0-byte File).
 *
 * Every form also posts a hidden `form_name` (its FormKey) and a honeypot
 * `website` that people leave empty.
 */

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

const tooLong = formWords.tooLong;

function requiredText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong(max));
}

/** A trimmed optional text: missing or blank -> undefined. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** An optional text that must match a rule when given. */
function optionalMatching(rule: (value: string) => boolean, invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || rule(v), invalid);
}

/** A required text that must match a pattern. */
function requiredMatching(required: string, pattern: RegExp, invalid: string, max?: number) {
  const text = z.string({ error: required }).trim().min(1, { error: required, abort: true });
  return (max ? text.max(max, { error: invalid, abort: true }) : text).regex(pattern, invalid);
}

const EMAIL_MAX = 254;

export { PHONE_PATTERN, TEN_DIGITS_PATTERN };

/** Values a checkbox can have: react-hook-form booleans, or multipart "on"/"yes" when checked. */
const optionalCheckbox = z
  .union([z.boolean(), z.enum(["on", "yes", "true", "false", "no", "off", ""])])
  .optional()
  .nullable()
  .transform((v) => v === true || v === "on" || v === "yes" || v === "true");

export { todayInKolkata };

export { isCalendarDate };

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
        ctx.addIssue({ code: "custom", message: upload.multipleMessage });
        return z.NEVER;
      }
      file = value[0];
    }
    if (file === undefined || file === null || file === "") return undefined;
    if (!isFileLike(file)) {
      ctx.addIssue({ code: "custom", message: upload.typeMessage });
      return z.NEVER;
    }
    if (file.name === "" && file.size === 0) return undefined;
    return file;
  })
  .superRefine((file, ctx) => {
    if (!file) return;
    const lower = file.name.toLowerCase();
    if (!upload.extensions.some((ext) => lower.endsWith(ext))) {
      ctx.addIssue({ code: "custom", message: upload.typeMessage });
    }
    if (file.size > upload.maxBytes) {
      ctx.addIssue({ code: "custom", message: upload.sizeMessage });
    }
  })
  .optional();

/** The field people never see (a trap for bots). */
export const HONEYPOT_FIELD = "website";

// ---------------------------------------------------------------------------
// Fields -> schemas
// ---------------------------------------------------------------------------

function selectSchema(field: Extract<LeadField, { kind: "select" }>) {
  if (field.anyOption) return requiredText(field.required ?? field.invalid, field.anyOption.max);
  const options = field.options as [string, ...string[]];
  const choice = z.enum(options, { error: field.required ?? field.invalid });
  // A choice with no empty option (and no `required`) starts on its first option.
  return field.required ? choice : choice.default(options[0]);
}

function dateSchema(field: Extract<LeadField, { kind: "date" }>) {
  if (!field.required) return optionalMatching(isCalendarDate, field.invalid);
  const date = z
    .string({ error: field.required })
    .trim()
    .min(1, { error: field.required, abort: true })
    .refine(isCalendarDate, { error: field.invalid, abort: true });
  const { past } = field;
  return past ? date.refine((d) => d >= todayInKolkata(), past) : date;
}

/**
 * Every field but the message is one line: line breaks, tabs and other control
 * characters become spaces before the field's rule, so no value can forge a
 * line of the notification e-mail or a header.
 */
const singleLine = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === "string" ? oneLine(value) : value), schema);

/** The message keeps its lines; files, ratings and checkboxes are no text. */
const UNTOUCHED_KINDS = new Set<LeadField["kind"]>(["textarea", "file", "rating", "checkboxes"]);

function fieldSchemas(field: LeadField): [string, z.ZodType][] {
  const schemas = valueSchemas(field);
  return UNTOUCHED_KINDS.has(field.kind)
    ? schemas
    : schemas.map(([name, schema]) => [name, singleLine(schema)]);
}

/** The schema of each value a field posts, by its name (a group of checkboxes posts several). */
function valueSchemas(field: LeadField): [string, z.ZodType][] {
  switch (field.kind) {
    case "text":
    case "textarea":
      if (field.gstin) return [[field.name, gstinSchema(field.max)]];
      return [
        [
          field.name,
          field.required ? requiredText(field.required, field.max) : optionalText(field.max),
        ],
      ];
    case "email":
      return [
        [field.name, requiredMatching(field.required, EMAIL_PATTERN, field.invalid, EMAIL_MAX)],
      ];
    case "phone":
      return [
        [
          field.name,
          field.required
            ? requiredMatching(field.required, PHONE_PATTERN, field.invalid)
            : optionalMatching((v) => PHONE_PATTERN.test(v), field.invalid),
        ],
      ];
    case "tenDigits":
      // What autofill gives ("+91 98260 12345") is taken and kept as its ten digits.
      return [
        [
          field.name,
          field.required
            ? requiredMatching(field.required, TEN_DIGITS_PATTERN, field.invalid).transform(
                tenDigits,
              )
            : optionalMatching((v) => TEN_DIGITS_PATTERN.test(v), field.invalid).transform(
                (v) => v && tenDigits(v),
              ),
        ],
      ];
    case "select":
      return [[field.name, selectSchema(field)]];
    case "date":
      return [[field.name, dateSchema(field)]];
    case "time":
      return [[field.name, requiredMatching(field.required, TIME_PATTERN, field.invalid)]];
    case "file":
      return [[field.name, optionalUpload]];
    case "rating":
      return [
        [
          field.name,
          z.coerce
            .number({ error: field.required })
            .int(field.required)
            .min(1, field.required)
            .max(field.stars, field.required),
        ],
      ];
    case "checkboxes":
      return field.options.map((option) => [option.name, optionalCheckbox]);
    case "radio": {
      const values = field.options.map((o) => o.value) as [string, ...string[]];
      return [[field.name, z.enum(values, { error: field.required })]];
    }
    case "hidden":
      return [[field.name, optionalText(field.max)]];
  }
}

/** A GSTIN when given (its own message for each fault), in capitals without spaces. */
function gstinSchema(max: number) {
  return optionalText(max)
    .transform((v) => (v ? normaliseGstin(v) : undefined))
    .superRefine((v, ctx) => {
      const problem = v === undefined ? undefined : gstinProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: gstinMessages[problem] });
    });
}

/**
 * Across fields, for each GSTIN field: one of the GSTIN and the "not
 * registered" box, and a GSTIN of the billing state (its first two digits).
 */
function gstinRules(form: LeadFormSpec) {
  const rules = form.fields.flatMap((field) =>
    (field.kind === "text" || field.kind === "textarea") && field.gstin
      ? [{ name: field.name, ...field.gstin }]
      : [],
  );
  if (rules.length === 0) return undefined;
  return (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      const gstin = values[rule.name];
      if (values[rule.unless] === true) continue;
      if (typeof gstin !== "string") {
        ctx.addIssue({ code: "custom", path: [rule.name], message: gstinMessages.required });
        continue;
      }
      const state = stateByName(values[rule.stateField]);
      const code = gstin.slice(0, 2);
      if (state && code !== state.code && !state.formerCodes?.includes(code))
        ctx.addIssue({
          code: "custom",
          path: [rule.name],
          message: gstinMessages.otherState(code, state.name),
        });
    }
  };
}

/**
 * The schema of one form description. The hidden form_name is tolerated when
 * absent, so a missing hidden input never blocks a lead.
 */
export function schemaOf(key: FormKey, form: LeadFormSpec) {
  const shape: Record<string, z.ZodType> = {
    form_name: z.literal(key).default(key),
    [HONEYPOT_FIELD]: z.string().max(0, formWords.honeypot).optional(),
    ...Object.fromEntries(form.fields.flatMap(fieldSchemas)),
  };
  const object = z.object(shape);
  // Only where needed: zod cannot extend an object with refinements (the enquiry's kinds do).
  const rules = gstinRules(form);
  // Run even when another field is refused, so every message shows at once.
  return rules ? object.superRefine(rules, { when: () => true }) : object;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The service enquiry: the fields of the kind of service it names, and only
 * those (another kind's fields are dropped, never stored). No kind is the
 * laboratory testing enquiry, as pages posted before kinds existed send it;
 * an unknown kind is refused.
 */
function enquirySchema() {
  const [first, ...rest] = serviceKinds.map((kind) =>
    schemaOf("enquiry", enquiryForms[kind]).extend({ [SERVICE_KIND_FIELD]: z.literal(kind) }),
  );
  return z.preprocess(
    (input) =>
      isRecord(input) && !input[SERVICE_KIND_FIELD]
        ? { ...input, [SERVICE_KIND_FIELD]: "testing" }
        : input,
    z.discriminatedUnion(SERVICE_KIND_FIELD, [first!, ...rest]),
  );
}

/** Each form's schema, as the browser checks a form and the inbox checks what it stores. */
export type LeadSchema = z.ZodType<Record<string, unknown>>;

const schemaOfForm = (key: FormKey): LeadSchema =>
  key === "enquiry" ? enquirySchema() : schemaOf(key, leadForms[key]);

export const formSchemas = Object.fromEntries(
  formKeys.map((key) => [key, schemaOfForm(key)]),
) as Record<FormKey, LeadSchema>;

/** The first message of each refused field, by its name (a page shows each beside its field). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message;
  }
  return messages;
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
