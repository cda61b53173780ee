import { REPORT_KINDS } from "@/content/reports";
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
 * One issued report as the desk's form, the CSV import and the LIMS API send
 * it (the same rules for all three). The ULR is checked against the lab's
 * certificate numbers and must match the kind.
 */
export const reportInputSchema = z
  .object({
    ulr: z.string().max(40),
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
    signatory: required(120),
  })
  .superRefine((value, ctx) => {
    const parsed = parseUlr(value.ulr);
    if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["ulr"], message: parsed.error });
    else if (parsed.ulr.kind !== value.kind)
      ctx.addIssue({
        code: "custom",
        path: ["ulr"],
        message: "The ULR's prefix does not match the kind of report.",
      });
    if (value.dueDate && value.dueDate < value.issueDate)
      ctx.addIssue({
        code: "custom",
        path: ["dueDate"],
        message: "The due date is before the issue date.",
      });
  });

export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportFields = z.output<typeof reportInputSchema>;
