import { lims } from "@/content/reports";

/**
 * The one place where the validator's findings about a CSV row become words
 * for the lab's staff: "Row 3, kind: write test-report or calibration-certificate."
 * Per column the words come from content (lims.import.fields, what to write);
 * a column without words (a field added to the schema later) still gets a plain
 * message from what the issue says (its allowed values, its length), and a
 * rule the schema words itself (a custom issue) keeps the schema's sentence.
 */

const words = lims.import;

/** What the mapper reads of a zod issue (any of zod's issues is one). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  values?: readonly unknown[];
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  expected?: string;
}

/** Custom issues whose schema sentence has better words here (keyed by the schema's message). */
const REWORDED: Readonly<Record<string, (what: string | undefined) => string>> = {
  "Not a calendar date": words.issues.noSuchDay,
  "The ULR's prefix does not match the kind of report.": () => words.issues.ulrKind,
};

/** A schema sentence after "Row 3, ulr: ": its first letter small unless it starts a capital word. */
const inSentence = (text: string) =>
  /^[A-Z](?![A-Z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** What is wrong with one column of a row, in words (without the "Row 3, column:" in front). */
export function plainText(issue: IssueLike, value: unknown, column: string | null): string {
  const what = column ? words.fields[column] : undefined;
  const { issues } = words;
  if (issue.code === "custom") {
    const reworded = REWORDED[issue.message];
    if (reworded) return reworded(what);
    if (isEmpty(value)) return issues.empty(what);
    return inSentence(issue.message);
  }
  if (isEmpty(value)) return issues.empty(what);
  if (issue.code === "too_big" && issue.maximum !== undefined && typeof value === "string")
    return issues.tooLong(Number(issue.maximum), value.length);
  if (what && ["invalid_value", "invalid_type", "invalid_format", "too_small"].includes(issue.code))
    return issues.write(what);
  if (issue.code === "invalid_value" && issue.values?.length)
    return issues.oneOf(issue.values.map(String));
  return issues.other;
}

/** The issue in words, by row and column: "Row 3, kind: write test-report or calibration-certificate." */
export function plainIssue(
  issue: IssueLike,
  input: Readonly<Record<string, unknown>>,
  row: number,
): string {
  const column = typeof issue.path[0] === "string" ? issue.path[0] : null;
  return words.problem(row, column, plainText(issue, column ? input[column] : undefined, column));
}

/** The row's issues in words, one per column (a bad date is one problem, not two). */
export function plainIssues(
  issues: readonly IssueLike[],
  input: Readonly<Record<string, unknown>>,
  row: number,
): string[] {
  const seen = new Set<PropertyKey>();
  const texts: string[] = [];
  for (const issue of issues) {
    const key = issue.path[0] ?? "";
    if (seen.has(key)) continue;
    seen.add(key);
    texts.push(plainIssue(issue, input, row));
  }
  return texts;
}

/** A problem of a row found by the import itself (a ULR twice, a PDF not found). */
export const rowProblem = (row: number, column: string, text: string) =>
  words.problem(row, column, text);

/** The refusal's heading counts rows to fix, not problems; a refused file says so. */
export function refusedHeading(refused: readonly { row: number | null }[]): string {
  const rows = refused.filter((r) => r.row !== null).length;
  return rows ? words.refusedRows(rows) : words.refusedFile;
}
