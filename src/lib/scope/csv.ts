import { parse } from "csv-parse/sync";
import { scopeCsv } from "@/content/scopeDesk";
import { toCsv, UTF8_BOM } from "@/lib/leads/csv";
import type { ScopeKind, ScopeRow, ScopeValues } from "./rows";

/**
 * The scope as CSV: NABL's schedule as it is exported (its long column
 * titles), and the desk's export in the same columns. Pure functions: the
 * desk runs `readScopeCsv` in the untrusted-work pool (lib/workers), off the
 * server's event loop.
 */

/** The columns a scope CSV may have, in the export's order. */
export const SCOPE_COLUMNS = [
  "kind",
  "discipline",
  "group",
  "product",
  "parameter",
  "method",
  "range",
  "cmc",
  "accredited",
  "price",
  "services",
] as const;
export type ScopeColumn = (typeof SCOPE_COLUMNS)[number];

/**
 * How a header is recognised: it starts with one of these words, any case,
 * after spaces and a byte order mark (issue 39). NABL's calibration schedule
 * spells the CMC out ("Calibration and Measurement Capability (CMC) (±)"), so
 * that start is recognised too; "Kind" and "Services" are the desk's own.
 * The first column a field is recognised in is used; a later one is left out.
 */
const HEADER_STARTS: readonly (readonly [string, ScopeColumn])[] = [
  ["kind", "kind"],
  ["discipline", "discipline"],
  ["group", "group"],
  ["materials", "product"],
  ["products", "product"],
  ["product", "product"],
  ["measurand", "product"],
  ["component", "parameter"],
  ["parameter", "parameter"],
  ["test method", "method"],
  ["method", "method"],
  ["range", "range"],
  ["cmc", "cmc"],
  ["calibration and measurement capability", "cmc"],
  ["accredited", "accredited"],
  ["price", "price"],
  ["service", "services"],
];

/** The field a column title stands for, or undefined when it is none of the scope's. */
export function headerField(title: string): ScopeColumn | undefined {
  const clean = title
    .replace(/^\uFEFF/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return HEADER_STARTS.find(([start]) => clean.startsWith(start))?.[1];
}

/** The longest file and the most rows an import reads. */
export const MAX_SCOPE_CSV_BYTES = 8 * 1024 * 1024;
export const MAX_SCOPE_ROWS = 25_000;
/** The longest text a cell may hold (a method with its clauses is about 200 characters). */
export const MAX_SCOPE_CELL = 500;

/** One row of the file as read: its line, and the values of the recognised columns (trimmed). */
export interface CsvScopeRow {
  line: number;
  cells: Partial<Record<ScopeColumn, string>>;
}

export type ScopeCsvRead =
  | { ok: true; columns: ScopeColumn[]; ignored: string[]; rows: CsvScopeRow[] }
  | { ok: false; problem: string };

const words = scopeCsv.problems;

/** A leading apostrophe the export put before a formula-like cell (lib/leads/csv.ts), taken off again. */
const unguard = (text: string) =>
  text.replace(/^'(?=[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/, "");

/**
 * The file's rows by field. Refuses text that is not UTF-8, a file with no
 * product, parameter or method column, more than MAX_SCOPE_ROWS rows, or a
 * CSV the parser cannot read (its message in the problem).
 */
export function readScopeCsv(bytes: Uint8Array): ScopeCsvRead {
  if (bytes.length > MAX_SCOPE_CSV_BYTES)
    return { ok: false, problem: words.tooLarge(MAX_SCOPE_CSV_BYTES / 1024 / 1024) };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: words.notUtf8 };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 16 * 1024,
      to: MAX_SCOPE_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return {
      ok: false,
      problem: words.csv(error instanceof Error ? error.message : String(error)),
    };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, problem: words.empty };
  const fieldAt: (ScopeColumn | undefined)[] = [];
  const ignored: string[] = [];
  for (const title of header.record) {
    const field = headerField(title);
    if (field && !fieldAt.includes(field)) fieldAt.push(field);
    else {
      fieldAt.push(undefined);
      if (title.trim()) ignored.push(title.trim());
    }
  }
  const missing = (["product", "parameter", "method"] as const).filter((f) => !fieldAt.includes(f));
  if (missing.length) return { ok: false, problem: words.columns(missing) };
  const rows = body
    .map(({ record, info }) => {
      const cells: Partial<Record<ScopeColumn, string>> = {};
      record.forEach((value, i) => {
        const field = fieldAt[i];
        if (field) cells[field] = unguard(value.replace(/\s+/g, " ").trim());
      });
      return { line: info.lines, cells };
    })
    .filter((r) => Object.values(r.cells).some((v) => v !== ""));
  if (!rows.length) return { ok: false, problem: words.empty };
  if (rows.length > MAX_SCOPE_ROWS)
    return { ok: false, problem: words.tooManyRows(MAX_SCOPE_ROWS) };
  return { ok: true, columns: fieldAt.filter((f) => f !== undefined), ignored, rows };
}

/** "Yes", "Y", "1", "true", "accredited" (or empty: NABL's schedule lists accredited tests). */
const YES = /^(yes|y|true|1|accredited)$/i;
const NO = /^(no|n|false|0|not accredited)$/i;

/**
 * A price as people write it: "1500", "1,500.00", "₹ 1,18,000", "Rs. 2500/-";
 * empty or "on request" is none. Paise exact (at most two decimals).
 */
export function pricePaiseOf(text: string): number | null | undefined {
  const clean = text
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/\/-$/, "")
    .replace(/,/g, "")
    .trim();
  if (clean === "" || /^on request$/i.test(clean)) return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** A price in paise as the export writes it: rupees with two decimals, no grouping. */
export const priceText = (paise: number | null) =>
  paise === null ? "" : `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

/** What a row of the file says, checked, or its problems in words. */
export type CheckedRow = { ok: true; values: ScopeValues } | { ok: false; problems: string[] };

/**
 * A file row as the scope's values. The kind is the Kind column's, else
 * calibration when the row has a CMC or its discipline names calibration,
 * else testing. The group is the discipline when the file has none. Without
 * a Services column the services are left empty here (the plan keeps a
 * changed row's own). `knownServices` are the ids a Services cell may name.
 */
export function checkRow(row: CsvScopeRow, knownServices: readonly string[]): CheckedRow {
  const c = row.cells;
  const problems: string[] = [];
  const text = (field: ScopeColumn) => {
    const value = c[field] ?? "";
    if ([...value].length > MAX_SCOPE_CELL)
      problems.push(words.tooLong(row.line, scopeCsv.columnTitles[field], MAX_SCOPE_CELL));
    return value;
  };
  const product = text("product");
  const parameter = text("parameter");
  const method = text("method");
  for (const [field, value] of [
    ["product", product],
    ["parameter", parameter],
    ["method", method],
  ] as const)
    if (!value) problems.push(words.required(row.line, scopeCsv.columnTitles[field]));
  const cmc = text("cmc");
  const discipline = text("discipline");
  const kindCell = (c.kind ?? "").toLowerCase();
  let kind: ScopeKind;
  if (kindCell === "testing" || kindCell === "calibration") kind = kindCell;
  else if (kindCell) {
    problems.push(words.kind(row.line, c.kind ?? ""));
    kind = "testing";
  } else kind = cmc || /calibration/i.test(discipline) ? "calibration" : "testing";
  const accreditedCell = c.accredited ?? "";
  let accredited = true;
  if (NO.test(accreditedCell)) accredited = false;
  else if (accreditedCell && !YES.test(accreditedCell))
    problems.push(words.accredited(row.line, accreditedCell));
  const pricePaise = pricePaiseOf(c.price ?? "");
  if (pricePaise === undefined) problems.push(words.price(row.line, c.price ?? ""));
  const services = (c.services ?? "")
    .split(/[;,]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = services.filter((s) => !knownServices.includes(s));
  if (unknown.length) problems.push(words.services(row.line, unknown));
  const group = text("group") || discipline;
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    values: {
      kind,
      discipline,
      group,
      product,
      parameter,
      method,
      range: text("range"),
      cmc,
      accredited,
      pricePaise: pricePaise ?? null,
      services: [...new Set(services)].sort(),
    },
  };
}

/** The current scope as CSV, in the columns the import reads (titles from content/scopeDesk.ts). */
export function scopeToCsv(rows: readonly ScopeRow[]): string {
  const t = scopeCsv.columnTitles;
  return (
    UTF8_BOM +
    toCsv([
      SCOPE_COLUMNS.map((c) => t[c]),
      ...rows.map((r) => [
        r.kind,
        r.discipline,
        r.group,
        r.product,
        r.parameter,
        r.method,
        r.range,
        r.cmc,
        r.accredited ? scopeCsv.yes : scopeCsv.no,
        priceText(r.pricePaise),
        r.services.join("; "),
      ]),
    ])
  );
}
