import { quotationWords } from "@/content/quotation";
import { z } from "@/lib/zod";
import type { QuotationLine } from "./lines";

const w = quotationWords.desk;

/** At most this many lines in a quotation (the request's 50 rows and a few the lab adds). */
export const MAX_LINES = 60;
export const TERMS_MAX = 5000;

/** Rupees as typed ("18000", "18,000.50", "₹1,250.5") as whole paise, or undefined. */
export function paiseOf(typed: string): number | undefined {
  const text = typed.replace(/[₹,\s]/g, "");
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const line = z.object({
  description: z.string().trim().min(1, w.descriptionRequired).max(500),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, w.quantityInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 999, w.quantityInvalid),
  price: z.string().transform((v, ctx) => {
    const paise = paiseOf(v);
    if (paise === undefined) {
      ctx.addIssue({ code: "custom", message: w.priceInvalid });
      return z.NEVER;
    }
    return paise;
  }),
  discount: z
    .string()
    .trim()
    .transform((v) => (v === "" ? "0" : v))
    .pipe(z.string().regex(/^\d{1,3}$/, w.discountInvalid))
    .transform(Number)
    .refine((n) => n <= 100, w.discountInvalid),
});

/**
 * The desk's quotation form (one schema, the server's; the page is plain
 * HTML): the lines as `line.<n>.<field>`, a line whose description and price
 * are both empty left out (the empty row for "Add a line"), the terms.
 */
export const quotationFormSchema = z.object({
  lines: z.array(line).min(1, w.noLines).max(MAX_LINES),
  terms: z.string().trim().max(TERMS_MAX),
});

/** The posted form's lines and terms, as the schema reads them. */
export function postedQuotation(form: FormData): {
  lines: Record<string, string>[];
  terms: string;
} {
  const lines: Record<string, string>[] = [];
  for (let i = 0; i < MAX_LINES + 1; i++) {
    const get = (name: string) => String(form.get(`line.${i}.${name}`) ?? "");
    const description = get("description");
    const price = get("price");
    if (!form.has(`line.${i}.description`)) continue;
    if (description.trim() === "" && price.trim() === "") continue;
    lines.push({ description, quantity: get("quantity") || "1", price, discount: get("discount") });
  }
  return { lines, terms: String(form.get("terms") ?? "") };
}

export type ParsedQuotation =
  { ok: true; lines: QuotationLine[]; terms: string } | { ok: false; errors: string[] };

export function parseQuotationForm(form: FormData): ParsedQuotation {
  const parsed = quotationFormSchema.safeParse(postedQuotation(form));
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) =>
        issue.path[0] === "lines" && typeof issue.path[1] === "number"
          ? `Line ${issue.path[1] + 1}: ${issue.message}`
          : issue.message,
      ),
    };
  return {
    ok: true,
    terms: parsed.data.terms,
    lines: parsed.data.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      pricePaise: l.price,
      discountPercent: l.discount,
    })),
  };
}
