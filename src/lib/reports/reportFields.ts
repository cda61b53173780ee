import type { ReportInput } from "./schema";

/** The fields of a report as the API, the desk's form and the CSV import name them. */
export const REPORT_FIELDS = [
  "accredited",
  "ulr",
  "reportNumber",
  "kind",
  "discipline",
  "group",
  "customer",
  "itemDescription",
  "make",
  "model",
  "serialNumber",
  "standard",
  "issueDate",
  "dueDate",
  "signatory",
  "customerEmail",
] as const satisfies readonly (keyof ReportInput)[];

/** Those a row must name (the others may be left out or empty). */
export const OPTIONAL_FIELDS: readonly string[] = [
  "accredited",
  "ulr",
  "make",
  "model",
  "serialNumber",
  "dueDate",
  "signatory",
  "customerEmail",
];

/**
 * A report's input from name/value pairs (a form or a CSV row): known names
 * only, the first value of each; the schema (schema.ts) then judges it.
 */
export function reportFormFields(pairs: Iterable<readonly [string, string]>): ReportInput {
  const values = new Map<string, string>();
  for (const [name, value] of pairs) if (!values.has(name)) values.set(name, value);
  return Object.fromEntries(
    REPORT_FIELDS.filter((f) => values.has(f)).map((f) => [f, values.get(f)]),
  ) as unknown as ReportInput;
}
