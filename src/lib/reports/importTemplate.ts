import { lims, REPORT_KINDS } from "@/content/reports";
import { z } from "@/lib/zod";
import { nextUlr } from "./register";
import { OPTIONAL_FIELDS, REPORT_FIELDS } from "./reportFields";
import { reportInputSchema } from "./schema";

/**
 * The import's template: the header row of the register's fields (REPORT_FIELDS,
 * so a field added there appears here by itself) and `pdf`, and one complete
 * example row that would import as it is (the next free ULR, today's date).
 */

const words = lims.import;
export const TEMPLATE_COLUMNS: readonly string[] = [...REPORT_FIELDS, "pdf"];

export interface TemplateColumn {
  name: string;
  required: boolean;
  what: string;
}

/** A field's allowed values when the schema lists them (an enum, perhaps with a default). */
function allowedValues(name: string): readonly string[] | undefined {
  let field: unknown = (reportInputSchema.shape as Record<string, unknown>)[name];
  while (field instanceof z.ZodDefault || field instanceof z.ZodOptional) field = field.unwrap();
  return field instanceof z.ZodEnum ? (field.options as string[]) : undefined;
}

/** Each column, required or optional, and what to write in it (the import page lists them). */
export const templateColumns = (): TemplateColumn[] =>
  TEMPLATE_COLUMNS.map((name) => {
    const values = allowedValues(name);
    return {
      name,
      required: name !== "pdf" && !OPTIONAL_FIELDS.includes(name),
      what: words.fields[name] ?? (values ? words.template.oneOf(values) : words.template.anyText),
    };
  });

const quote = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The template as CSV (UTF-8 with a BOM, so spreadsheet programs read it as UTF-8). */
export async function importTemplate(today: string): Promise<string> {
  const kind = REPORT_KINDS[0];
  const example: Record<string, string> = {
    ...(words.example as Record<string, string>),
    ulr: await nextUlr(kind, Number(today.slice(0, 4))),
    kind,
    issueDate: today,
  };
  const line = (values: readonly string[]) => values.map(quote).join(",");
  return `\uFEFF${line(TEMPLATE_COLUMNS)}\r\n${line(TEMPLATE_COLUMNS.map((c) => example[c] ?? ""))}\r\n`;
}
