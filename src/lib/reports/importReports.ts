import { parse } from "csv-parse/sync";
import { lims } from "@/content/reports";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import type { ZipBudget, ZipResult } from "@/lib/intake/zip";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import { plainIssues, rowProblem } from "./importMessages";
import { checkReportPdf } from "./pdf";
import type { FileStore } from "@/lib/platform/storage";
import { storePdf } from "./pdfStore";
import {
  createReport,
  displayReference,
  MAX_REPORT_PDF_BYTES,
  normaliseReference,
  RegisterError,
} from "./register";
import { OPTIONAL_FIELDS, REPORT_FIELDS, reportFormFields } from "./reportFields";
import { reportInputSchema, type ReportInput } from "./schema";
import { insertFirstPdf, keyTaken } from "./store";
import { normaliseUlr } from "./ulr";

/**
 * The desk's bulk import: a CSV of reports (the API's field names as columns,
 * and `pdf` naming a file) with their PDFs from a zip or a picked folder.
 * Every row is checked first; one refused row and nothing is imported.
 */

const words = lims.import.errors;
export const MAX_IMPORT_ROWS = 10_000;
const COLUMNS: readonly string[] = [...REPORT_FIELDS, "pdf"];

export interface UploadedFile {
  /** The name as sent: a folder's files carry their path inside the folder. */
  name: string;
  bytes: Uint8Array;
}

/**
 * What was refused: a row (its line in the CSV file) with its problems in
 * words ("Row 3, kind: write …"), or, with row null, the upload as a whole.
 */
export interface Refusal {
  row: number | null;
  ulr: string;
  reasons: string[];
}

/** A report the import put in the register. */
export interface ImportedReport {
  /** The register's key (links); `name` is how it reads ("ULR-…" or the report number). */
  reference: string;
  name: string;
  reportNumber: string;
}

interface PlannedRow {
  input: ReportInput;
  pdf: Uint8Array | undefined;
}

export type ImportPlan = { ok: true; rows: PlannedRow[] } | { ok: false; refused: Refusal[] };

const whole = (reason: string): ImportPlan => ({
  ok: false,
  refused: [{ row: null, ulr: "", reasons: [reason] }],
});

/** A path as a person writes it in the pdf column: forward slashes, no leading "./" or "/". */
const cleanPath = (path: string) =>
  path
    .replace(/\\/g, "/")
    .replace(/^(\.?\/)+/, "")
    .trim();

/** The PDFs by their path, and by their bare name where that name is unique. */
class PdfFiles {
  private readonly byPath = new Map<string, Uint8Array>();
  private readonly byName = new Map<string, Uint8Array | null>();

  add(path: string, bytes: Uint8Array) {
    const clean = cleanPath(path);
    this.byPath.set(clean, bytes);
    const name = clean.split("/").at(-1)!;
    this.byName.set(name, this.byName.has(name) ? null : bytes);
  }

  find(named: string): Uint8Array | undefined {
    const clean = cleanPath(named);
    return this.byPath.get(clean) ?? this.byName.get(clean) ?? undefined;
  }
}

/** What a zip of reports may unpack to: each entry a report's PDF at most, no bombs. */
export const importZipBudget = (zipBytes: number): ZipBudget => ({
  entryBytes: MAX_REPORT_PDF_BYTES,
  // PDFs barely compress: twice the zip's size (and 1 MB) is more than any real zip of them holds.
  totalBytes: 2 * zipBytes + 1024 * 1024,
  maxRatio: 100,
  maxEntries: 2 * MAX_IMPORT_ROWS + 100,
});

/** The zip's files (no macOS resource forks), unpacked in the untrusted-work pool. */
async function unzip(bytes: Uint8Array, into: PdfFiles): Promise<string | undefined> {
  let zip: ZipResult;
  try {
    zip = await runUntrusted<ZipResult>(
      "unzipReportPdfs",
      {
        bytes,
        budget: importZipBudget(bytes.length),
      },
      STAFF_WORK,
    );
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    return words.zipUnchecked;
  }
  if (!zip.ok) {
    const name = zip.name ?? "";
    if (zip.problem === "duplicate") return words.zipDuplicate(name);
    if (zip.problem === "entry-too-large") return words.zipEntry(name);
    if (zip.problem === "ratio") return words.zipExpands(name);
    return words.zip;
  }
  for (const { name, bytes: content } of zip.entries)
    if (!name.startsWith("__MACOSX/")) into.add(name, content);
  return undefined;
}

interface CsvRow {
  line: number;
  values: Record<string, string>;
}

function readCsv(bytes: Uint8Array): CsvRow[] | string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return words.csv("it is not UTF-8 text.");
  }
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
      to: MAX_IMPORT_ROWS + 1,
    });
  } catch (error) {
    return words.csv(error instanceof Error ? error.message : String(error));
  }
  return records.map((r) => ({ line: r.info.lines, values: r.record }));
}

function headerProblem(row: CsvRow): string | undefined {
  const names = Object.keys(row.values);
  const missing = REPORT_FIELDS.filter((f) => !OPTIONAL_FIELDS.includes(f) && !names.includes(f));
  if (missing.length) return words.columns(missing);
  const unknown = names.filter((n) => !COLUMNS.includes(n));
  if (unknown.length) return words.unknownColumns(unknown);
  return undefined;
}

/** Reads and checks everything; nothing is written. */
export async function planImport(upload: {
  csv: UploadedFile;
  zip?: UploadedFile | undefined;
  files?: UploadedFile[];
}): Promise<ImportPlan> {
  const pdfs = new PdfFiles();
  for (const file of upload.files ?? []) pdfs.add(file.name, file.bytes);
  if (upload.zip) {
    const problem = await unzip(upload.zip.bytes, pdfs);
    if (problem) return whole(problem);
  }
  const rows = readCsv(upload.csv.bytes);
  if (typeof rows === "string") return whole(rows);
  if (!rows.length) return whole(words.empty);
  if (rows.length > MAX_IMPORT_ROWS) return whole(words.tooManyRows(MAX_IMPORT_ROWS));
  const header = headerProblem(rows[0]!);
  if (header) return whole(header);

  const refused: Refusal[] = [];
  const planned: PlannedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, values } of rows) {
    const reasons: string[] = [];
    const input = reportFormFields(Object.entries(values));
    const parsed = reportInputSchema.safeParse(input);
    if (!parsed.success) reasons.push(...plainIssues(parsed.error.issues, input, line));
    // The register's key: the ULR, or outside the scope the report number.
    const ulr = parsed.success
      ? parsed.data.accredited
        ? normaliseUlr(parsed.data.ulr)
        : normaliseReference(parsed.data.reportNumber)
      : normaliseUlr(values.ulr ?? "");
    if (ulr) {
      const earlier = firstLineOf.get(ulr);
      if (earlier !== undefined) reasons.push(rowProblem(line, "ulr", words.duplicate(earlier)));
      else firstLineOf.set(ulr, line);
      if (await keyTaken(ulr)) reasons.push(rowProblem(line, "ulr", words.inRegister));
    }
    let pdf: Uint8Array | undefined;
    const named = values.pdf?.trim();
    if (named) {
      pdf = pdfs.find(named);
      if (!pdf) reasons.push(rowProblem(line, "pdf", words.pdfMissing(named)));
      else
        try {
          await checkReportPdf(pdf, STAFF_WORK);
        } catch (error) {
          if (!(error instanceof RegisterError)) throw error;
          reasons.push(rowProblem(line, "pdf", words.pdf(named, error.message)));
        }
    }
    if (reasons.length) refused.push({ row: line, ulr, reasons });
    else planned.push({ input, pdf });
  }
  return refused.length ? { ok: false, refused } : { ok: true, rows: planned };
}

/**
 * Stores a checked plan: the PDFs are written first (content-addressed, so a
 * failure after this leaves only unlisted files), then every record and its
 * PDF in one transaction.
 */
export async function runImport(
  files: FileStore,
  rows: PlannedRow[],
  by: string,
): Promise<{ count: number; pdfs: number; reports: ImportedReport[] }> {
  const hashes: (string | undefined)[] = [];
  for (const r of rows) hashes.push(r.pdf ? await storePdf(files, r.pdf) : undefined);
  const now = new Date().toISOString();
  return writeTogether(async () => {
    let pdfs = 0;
    const reports: ImportedReport[] = [];
    for (const [i, row] of rows.entries()) {
      const report = await createReport(row.input, by);
      reports.push({
        reference: report.reference,
        name: displayReference(report),
        reportNumber: report.reportNumber,
      });
      const hash = hashes[i];
      if (hash && row.pdf) {
        await insertFirstPdf(report.id, {
          sha256: hash,
          size: row.pdf.length,
          addedAt: now,
          addedBy: by,
        });
        pdfs++;
      }
    }
    await recordAudit(by, "reports imported", `${rows.length} reports, ${pdfs} PDFs`);
    return { count: rows.length, pdfs, reports };
  });
}
