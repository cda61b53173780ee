import type { StoredLead } from "@/lib/db/leads";

/**
 * CSV export of stored leads, safe to open in a spreadsheet: cells that a
 * spreadsheet would run as a formula are neutralised with a leading
 * apostrophe, then quoted per RFC 4180. Other control characters (escape
 * sequences) are dropped. The file starts with a UTF-8 byte order mark so
 * that spreadsheet programs read Devanagari names correctly.
 */

/**
 * A formula: = + - @ (or their full-width forms, which some spreadsheets
 * also accept) as the first character after any spaces, tabs or line breaks;
 * or a cell that starts with a tab or carriage return itself.
 */
const FORMULA_START = /^(?:[\t\r]|[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export const UTF8_BOM = "\uFEFF";

/** Prefixes `'` to text a spreadsheet would treat as a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV cell: stringified, neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    text = String(value);
  else text = JSON.stringify(value);
  // Control characters other than tab and line breaks have no place in a lead (and could drive a terminal).
  text = neutralizeCell(text.replace(/[^\P{Cc}\t\r\n]/gu, ""));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

const FIXED_COLUMNS = [
  "reference",
  "created_at",
  "template",
  "form",
  "client",
  "user_agent",
  "file_name",
  "file_type",
  "file_size",
] as const;

/** All leads, every field flattened into its own column (the union of all forms' fields). */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  const fieldNames: string[] = [];
  for (const lead of leads) {
    for (const name of Object.keys(lead.fields)) {
      if (!fieldNames.includes(name)) fieldNames.push(name);
    }
  }
  const header = [...FIXED_COLUMNS, ...fieldNames];
  const rows = leads.map((lead) => [
    lead.reference,
    lead.createdAt,
    lead.template,
    lead.form,
    lead.client,
    lead.userAgent,
    lead.fileName,
    lead.fileType,
    lead.fileSize,
    ...fieldNames.map((name) => lead.fields[name]),
  ]);
  return UTF8_BOM + toCsv([header, ...rows]);
}
