import { REPORT_KINDS, type ReportKind } from "@/content/reports";
import { createReport, nextUlr, RegisterError, type Report } from "./register";
import { REPORT_FIELDS } from "./reportFields";
import { reportInputSchema } from "./schema";
import { displayUlr } from "./ulr";

export type ReportField = (typeof REPORT_FIELDS)[number];

export type ReportFormValues = Record<ReportField, string>;
export type ReportFormErrors = Partial<Record<ReportField, string>>;

/** The form as first shown: the default kind, its next free ULR, today as the issue date. */
export async function blankReportForm(today: string): Promise<ReportFormValues> {
  const values = Object.fromEntries(REPORT_FIELDS.map((f) => [f, ""])) as ReportFormValues;
  const kind = REPORT_KINDS[0];
  return {
    ...values,
    kind,
    ulr: displayUlr(await nextUlr(kind, Number(today.slice(0, 4)))),
    issueDate: today,
  };
}

/** The next free ULR of each kind this year (shown with ULR-). */
export async function ulrSuggestions(today: string): Promise<Record<ReportKind, string>> {
  const year = Number(today.slice(0, 4));
  const suggestions: [ReportKind, string][] = [];
  for (const k of REPORT_KINDS) suggestions.push([k, displayUlr(await nextUlr(k, year))]);
  return Object.fromEntries(suggestions) as Record<ReportKind, string>;
}

/**
 * The posted form's values, each cut to a sane length (the schema checks the
 * rest). A report outside the accredited scope has no ULR: the ULR the desk
 * filled in as a suggestion is dropped rather than refused.
 */
export function postedReportForm(form: FormData): ReportFormValues {
  const values = Object.fromEntries(
    REPORT_FIELDS.map((f) => [f, String(form.get(f) ?? "").slice(0, 1000)]),
  ) as ReportFormValues;
  return values.accredited.trim().toLowerCase() === "no" ? { ...values, ulr: "" } : values;
}

/**
 * Checks the form with the register's one schema and, when it passes, puts
 * the report in the register; otherwise answers each field's first error
 * (a taken ULR is the ULR field's error).
 */
export async function submitReportForm(
  values: ReportFormValues,
  by: string,
): Promise<{ ok: true; report: Report } | { ok: false; errors: ReportFormErrors; status: number }> {
  const parsed = reportInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ReportFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ReportField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, status: 400 };
  }
  try {
    return { ok: true, report: await createReport(parsed.data, by) };
  } catch (error) {
    if (!(error instanceof RegisterError)) throw error;
    return { ok: false, errors: { ulr: error.message }, status: error.status };
  }
}
