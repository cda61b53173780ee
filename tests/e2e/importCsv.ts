import { record } from "./reportRegister";

/** The desk's bulk import's CSV (/desk/import-reports): its columns, in the template's order. */
export const COLUMNS = [
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
  "pdf",
] as const;

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** The CSV of these rows, as a spreadsheet saves it (a BOM, CRLF). */
export function csvOf(rows: Record<string, string>[]) {
  const lines = rows.map((r) => COLUMNS.map((c) => quote(r[c] ?? "")).join(","));
  return Buffer.from(`\uFEFF${COLUMNS.join(",")}\r\n${lines.join("\r\n")}\r\n`);
}

/** One report's row, naming its PDF in the zip or folder (`pdf`). */
export const row = (pdf = "", extra: Record<string, string> = {}) =>
  ({ ...record(), pdf, ...extra }) as Record<string, string>;
