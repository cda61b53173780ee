/**
 * The lab's view of its lead inbox (the database at DATABASE_PATH, relative to
 * the project's root; opened read-only except by --delete and --purge).
 *
 *   npm run leads                                   readable table of all leads
 *   npm run leads -- --csv --out leads.csv          CSV of all leads as the desk exports them
 *                                                   (UTF-8 with BOM, file 0600)
 *   npm run leads -- --file LEAD-2026-000001 [--out path]
 *                                                   that lead's uploaded file (default: data/exports/)
 *   npm run leads -- --backup FILE                  a consistent copy of the database alone (VACUUM INTO);
 *                                                   npm run backup backs up the whole site (README: Operations)
 *   npm run leads -- --delete LEAD-2026-000001      erase a lead and its file (a visitor's request)
 *   npm run leads -- --purge                        delete what the privacy policy's retention allows no longer
 *   --db path                                       another database
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { leadContact } from "@/content/forms";
import { retention } from "@/content/privacy";
import { purgeExpired } from "@/lib/cases/retention";
import { caseFile, eraseRecord } from "@/lib/cases/store";
import type { StoredLead } from "@/lib/leads/leads";
import { openLeadStore, type OpenLeadStore } from "@/lib/leads/openLeadStore";
import { projectRoot, resolveDataPath } from "@/lib/db/path";
import { isPostgresUrl, postgresUrl } from "@/lib/db/engine";
import { serverDatabasePath } from "@/lib/db/server";
import { formatDateTimeIN } from "@/lib/format";
import { safeFileName } from "@/lib/http/safeFileName";
import { leadCase } from "@/lib/leads/case";
import { leadsToCsv } from "@/lib/leads/csv";
import { exportLeads } from "@/lib/leads/desk";

const USAGE = `Usage: npm run leads -- [--csv [--out FILE]] [--file LEAD-YYYY-NNNNNN [--out path]] [--backup FILE] [--delete LEAD-YYYY-NNNNNN] [--purge] [--db path]`;

/** Private files: created new (never over another), readable by the server's user only. */
function writePrivate(target: string, data: string | Uint8Array): void {
  try {
    writeFileSync(target, data, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      fail(`${target} exists already; choose another --out`);
    throw error;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function writeLeadFile(
  store: OpenLeadStore,
  dbPath: string,
  reference: string,
  out: string | undefined,
): Promise<void> {
  const lead = await store.get(reference);
  if (!lead) fail(`No lead ${reference} in ${dbPath}`);
  const file = await caseFile(leadCase, reference);
  if (!file) fail(`Lead ${reference} has no uploaded file`);
  // Never trust the uploaded name as a path: keep its last segment and safe characters only.
  const safeName = safeFileName(file.name);
  let target: string;
  if (out) target = resolve(out);
  else {
    const exports = join(projectRoot(), "data", "exports");
    mkdirSync(exports, { recursive: true, mode: 0o700 });
    target = join(exports, `${reference}-${safeName}`);
  }
  writePrivate(target, file.bytes);
  console.log(`Wrote ${file.bytes.byteLength} bytes (${file.type}) to ${target}`);
}

/** No terminal control sequences from visitor input. */
function clean(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value)
    .replace(/\p{Cc}+/gu, " ")
    .trim();
}

function summary(lead: StoredLead): string {
  const contact = leadContact(lead.fields);
  const [name, company, email, phone] = [
    contact.name,
    contact.company,
    contact.email,
    contact.phone,
  ].map(clean);
  const who = company && name ? `${name} (${company})` : name || company;
  return [who, email, phone].filter(Boolean).join(" / ");
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function fit(text: string, width: number): string {
  const chars = [...text];
  return chars.length > width ? `${chars.slice(0, width - 1).join("")}…` : text;
}

function printTable(leads: StoredLead[], dbPath: string): void {
  if (leads.length === 0) {
    console.log(`No leads yet in ${dbPath}.`);
    return;
  }
  const header = ["Reference", "Time (IST)", "Form", "Name / e-mail / phone", "File"];
  const widths = [18, 28, 19, 70, 40];
  const rows = leads.map((lead) => [
    lead.reference,
    formatDateTimeIN(lead.createdAt),
    lead.form,
    summary(lead),
    lead.fileName ? `${clean(lead.fileName)} (${formatSize(lead.fileSize)})` : "",
  ]);
  const used = header.map((h, i) =>
    Math.min(widths[i] ?? 40, Math.max(h.length, ...rows.map((r) => [...(r[i] ?? "")].length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => fit(c, used[i] ?? 40).padEnd(used[i] ?? 40))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(used.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log(`\n${leads.length} lead${leads.length === 1 ? "" : "s"} in ${dbPath}`);
}

// ---- main (after all declarations) ----

function parse() {
  return parseArgs({
    options: {
      csv: { type: "boolean", default: false },
      backup: { type: "string" },
      delete: { type: "string" },
      purge: { type: "boolean", default: false },
      file: { type: "string" },
      out: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.values.help) {
    console.log(USAGE);
    return;
  }

  // DATABASE_URL (PostgreSQL) unless --db names another SQLite file.
  const dbPath = args.values.db
    ? resolveDataPath(args.values.db)
    : (postgresUrl() ?? serverDatabasePath());
  const { csv, file, backup, purge } = args.values;
  const erase = args.values.delete;
  if (backup && isPostgresUrl(dbPath))
    fail(
      'On PostgreSQL a copy of the database alone is pg_dump\'s: pg_dump --format=custom --file=FILE "$DATABASE_URL".',
    );
  if (!isPostgresUrl(dbPath) && !existsSync(dbPath)) {
    if (csv || file || backup || erase || purge) fail(`No lead database at ${dbPath}`);
    console.log(`No leads yet (no database at ${dbPath}).`);
    return;
  }

  // Only erasure and the purge write; everything else reads.
  const store = openLeadStore(dbPath, { readOnly: !(erase || purge) });
  try {
    await store.within(() => command(store, store.path, args.values));
  } finally {
    store.close();
  }
}

/** The command asked for, on the lead database (the case module's functions reach it as their store). */
async function command(
  store: OpenLeadStore,
  dbPath: string,
  { csv, file, out, backup, purge, delete: erase }: ReturnType<typeof parse>["values"],
): Promise<void> {
  if (erase) {
    if (!(await eraseRecord(leadCase, erase))) fail(`No lead ${erase} in ${dbPath}`);
    console.log(`Deleted ${erase}: its fields, its file, its notes and its notification.`);
  } else if (purge) {
    const { deleted, anonymised } = await purgeExpired(leadCase);
    console.log(
      `Deleted ${deleted} leads older than ${retention.leadMonths} months; blanked the IP address and browser of ${anonymised} older than ${retention.clientDays} days.`,
    );
  } else if (backup) {
    const target = resolve(backup);
    if (existsSync(target)) fail(`${target} exists already; choose another file`);
    store.backup(target);
    console.log(`Backed up ${await store.count()} leads to ${target}`);
    console.log(
      "That is the database alone: npm run backup backs up the whole site (report PDFs, photos, keys).",
    );
  } else if (file) await writeLeadFile(store, dbPath, file, out);
  else if (csv) {
    // The desk's export, with each lead's status and newest note, oldest lead first.
    const leads = await exportLeads({}, "oldest");
    const text = leadsToCsv(leads);
    if (out) {
      writePrivate(resolve(out), text);
      console.log(`Wrote ${leads.length} leads to ${resolve(out)}`);
    } else process.stdout.write(text);
  } else printTable(await store.list(), dbPath);
}

await main();
