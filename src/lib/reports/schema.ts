import { customerAddressWords } from "@/content/portal";
import { REPORT_KINDS } from "@/content/reports";
import { parseAddresses } from "@/lib/customers/addresses";
import { z } from "@/lib/zod";
import { parseUlr } from "./ulr";

/** A line of text: control characters (CR/LF included) become spaces, so no field can add lines. */
const line = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim())
    .pipe(z.string().max(max));

const required = (max: number) => line(max).pipe(z.string().min(1, "Required"));
const optional = (max: number) => line(max).optional().default("");

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Not a calendar date");

/**
 * The customer's e-mail addresses (commas between them): checked, in lower
 * case, each once, written back as "a@x.example, b@y.example" (so the parsed
 * value passes again).
 */
const customerEmail = z
  .string()
  .max(3000)
  .optional()
  .default("")
  .transform((text, ctx) => {
    const parsed = parseAddresses(text);
    if (parsed.ok) return parsed.addresses.join(", ");
    ctx.addIssue({
      code: "custom",
      message:
        parsed.problem === "invalid"
          ? customerAddressWords.invalid(parsed.wrong)
          : customerAddressWords.tooMany(parsed.limit),
    });
    return z.NEVER;
  });

/** Yes or no, as a form, a CSV cell or JSON says it; left out or empty is yes. */
const yesNo = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .union([z.boolean(), z.enum(["yes", "no", "true", "false", "1", "0", ""], "Write yes or no.")])
    .optional()
    .transform(
      (v) => v === undefined || v === "" || v === true || ["yes", "true", "1"].includes(String(v)),
    ),
);

/**
 * One report as the desk's form, the CSV import and the LIMS API send it (the
 * same rules for all three). An accredited report's ULR is checked against the
 * lab's certificate numbers and must match the kind; any other has none.
 */
export const reportInputSchema = z
  .object({
    /** Within the accredited scope (a ULR and NABL's QR), or not (named by its report number). */
    accredited: yesNo,
    ulr: z.string().max(40).optional().default(""),
    reportNumber: required(60),
    kind: z.enum(REPORT_KINDS),
    discipline: required(80),
    group: required(80),
    customer: required(200),
    itemDescription: required(300),
    make: optional(120),
    model: optional(120),
    serialNumber: optional(120),
    standard: required(200),
    issueDate: isoDate,
    dueDate: z.union([isoDate, z.literal("")]).optional(),
    /** Filled in when a signatory authorises; a LIMS token that issues names it. */
    signatory: optional(120),
    /** Who may see the report in the customer portal (issue 38). */
    customerEmail,
  })
  .superRefine((value, ctx) => {
    const ulrProblem = (message: string) =>
      ctx.addIssue({ code: "custom", path: ["ulr"], message });
    const given = value.ulr.trim();
    if (!value.accredited) {
      if (given) ulrProblem("A report outside the accredited scope has no ULR; leave it empty.");
    } else if (!given) ulrProblem("Required for an accredited report.");
    else {
      const parsed = parseUlr(given);
      if (!parsed.ok) ulrProblem(parsed.error);
      else if (parsed.ulr.kind !== value.kind)
        ulrProblem("The ULR's prefix does not match the kind of report.");
    }
    if (value.dueDate && value.dueDate < value.issueDate)
      ctx.addIssue({
        code: "custom",
        path: ["dueDate"],
        message: "The due date is before the issue date.",
      });
  });

export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportFields = z.output<typeof reportInputSchema>;
