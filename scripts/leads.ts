/**
 * The lab's view of its lead inbox.
 *
 *   npm run leads                              readable table of all leads
 *   npm run leads -- --csv > leads.csv         CSV of all leads, every field in its own column
 *   npm run leads -- --file LEAD-2026-000001 [--out path]
 *                                              writes that lead's uploaded file
 *   --db path                                  another database (default: LEADS_DB_PATH)
 */
import { existsSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { leadsToCsv } from "@/lib/leads/csv";
import { openLeadStore, type LeadStore, type StoredLead } from "@/lib/leads/inbox/store";

const USAGE = `Usage: npm run leads -- [--csv] [--file LEAD-YYYY-NNNNNN [--out path]] [--db path]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function writeLeadFile(
  store: LeadStore,
  dbPath: string,
  reference: string,
  out: string | undefined,
): void {
  const lead = store.get(reference);
  if (!lead) fail(`No lead ${reference} in ${dbPath}`);
  const file = store.file(reference);
  if (!file) fail(`Lead ${reference} has no uploaded file`);
  // Never trust the uploaded name as a path: keep its last segment and safe characters only.
  const safeName =
    basename(file.name.replace(/\\/g, "/"))
      .replace(/[^\w.\- ]+/g, "_")
      .replace(/^\.+/, "") || "specification";
  const target = resolve(out ?? `${reference}-${safeName}`);
  try {
    writeFileSync(target, file.bytes, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      fail(`${target} exists already; choose another --out`);
    }
    throw error;
  }
  console.log(`Wrote ${file.bytes.byteLength} bytes (${file.type}) to ${target}`);
}

/** No terminal control sequences from visitor input. */
function clean(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value)
    .replace(/\p{Cc}+/gu, " ")
    .trim();
}

function firstField(fields: Record<string, unknown>, names: readonly string[]): string {
  for (const name of names) {
    const value = clean(fields[name]);
    if (value) return value;
  }
  return "";
}

function summary(lead: StoredLead): string {
  const f = lead.fields;
  const name = firstField(f, ["user_name", "name", "full_name", "contact_person"]);
  const company = firstField(f, ["company_name"]);
  const email = firstField(f, ["user_email", "email", "work_email", "newsletter_email"]);
  const phone = firstField(f, ["user_phone", "phone"]);
  const who = company && name ? `${name} (${company})` : name || company;
  return [who, email, phone].filter(Boolean).join(" / ");
}

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

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
  const widths = [18, 22, 19, 70, 40];
  const rows = leads.map((lead) => [
    lead.reference,
    timeFormat.format(new Date(lead.createdAt)),
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
      file: { type: "string" },
      out: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}

function main(): void {
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

  const dbPath = resolve(args.values.db ?? env.LEADS_DB_PATH);
  if (!existsSync(dbPath)) {
    if (args.values.csv || args.values.file) fail(`No lead database at ${dbPath}`);
    console.log(`No leads yet (no database at ${dbPath}).`);
    return;
  }

  const store = openLeadStore(dbPath);
  try {
    if (args.values.file) writeLeadFile(store, dbPath, args.values.file, args.values.out);
    else if (args.values.csv) process.stdout.write(leadsToCsv(store.list()));
    else printTable(store.list(), dbPath);
  } finally {
    store.close();
  }
}

main();
