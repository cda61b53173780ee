import { desk } from "@/content/desk";
import { fieldNamesWithRole } from "@/content/forms";
import { fieldLabel, formNameOf } from "@/content/leadNotification";
import type { StoredLead } from "@/lib/leads/leads";
import type { LeadStatus } from "@/lib/leads/listFilter";
import { formatDateIN, indiaMinuteOf } from "@/lib/format";
import { leadValueText } from "@/lib/leads/fieldText";
import { safeFileName } from "@/lib/http/safeFileName";

/**
 * CSV export of stored leads, safe to open in a spreadsheet: cells that a
 * spreadsheet would run as a formula are neutralised with a leading
 * apostrophe (an international phone number instead becomes a formula of our
 * own that shows it as text), then quoted per RFC 4180. Other control characters (escape
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

/**
 * "+91 98930 55501": a plus, then only digits, spaces, brackets and dashes. A
 * spreadsheet would compute it (or fail to); `="+91 98930 55501"` shows it as
 * typed, with no guard character in sight, and holds nothing a visitor chose
 * beyond those characters, so nothing of theirs can run.
 */
const INTERNATIONAL_PHONE = /^\+[0-9][0-9 ()-]{5,24}$/;

/** Text a spreadsheet would treat as a formula: a phone shown as text, anything else prefixed with `'`. */
export function neutralizeCell(value: string): string {
  if (INTERNATIONAL_PHONE.test(value)) return `="${value}"`;
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

/** A stored lead with its status on the desk and the newest staff note. */
export type CsvLead = StoredLead & {
  status: LeadStatus;
  latestNote: string;
  /** The owner's address and the follow-up date (YYYY-MM-DD), or "". */
  owner: string;
  followUp: string;
};

const roleFields = (["name", "company", "email", "phone", "service"] as const).map(
  (role) => [role, fieldNamesWithRole(role)] as const,
);
const contactFields = new Set(roleFields.flatMap(([, names]) => names));

/** The first non-blank value of any field with this role. */
function byRole(fields: Record<string, unknown>, names: readonly string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return "";
}

/**
 * One row per lead: who sent it and what staff made of it in the same
 * columns whatever the form (by the fields' roles), then every other field
 * under the name staff know it by. The visitor's address and browser stay on
 * the desk.
 */
export function leadsToCsv(leads: readonly CsvLead[]): string {
  const words = desk.csv;
  const fixed: string[] = Object.values(words);
  const rest: string[] = [];
  for (const lead of leads)
    for (const name of Object.keys(lead.fields))
      if (!contactFields.has(name) && !rest.includes(name)) rest.push(name);
  const restLabels = rest.map((name) => {
    const label = fieldLabel(name);
    const shared = fixed.includes(label) || rest.some((n) => n !== name && fieldLabel(n) === label);
    return shared ? `${label} (${name})` : label;
  });
  const role = Object.fromEntries(roleFields);
  const rows = leads.map((lead) => [
    lead.reference,
    indiaMinuteOf(lead.createdAt),
    formNameOf(lead.form),
    byRole(lead.fields, role.service!),
    byRole(lead.fields, role.name!),
    byRole(lead.fields, role.company!),
    byRole(lead.fields, role.email!),
    byRole(lead.fields, role.phone!),
    desk.statuses[lead.status],
    lead.owner,
    lead.followUp && formatDateIN(lead.followUp),
    lead.latestNote,
    lead.fileName ? safeFileName(lead.fileName) : "",
    ...rest.map((name) => (name in lead.fields ? leadValueText(name, lead.fields[name]) : "")),
  ]);
  return UTF8_BOM + toCsv([[...fixed, ...restLabels], ...rows]);
}
