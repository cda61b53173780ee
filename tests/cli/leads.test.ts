// @vitest-environment node
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retention } from "@/content/privacy";
import { makePdf } from "../fixtures/documents";
import { cli, npmRun, root } from "./run";
import { consultation, seedLeads } from "./seed";

/** `npm run leads`, run as the lab runs it, against a database of its own. */

const BOM = "\uFEFF";
const DAY = 86_400_000;
let dir: string;
let db: string;

const leads = (...args: string[]) => cli("leads", args, { db });
const mode = (path: string) => statSync(path).mode & 0o777;

/** The CSV's data rows as cells (the test leads hold no commas or quotes). */
function csvRows(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(","));
}

/**
 * What a reading command must leave alone: the database file's bytes and time,
 * and a write-ahead log with nothing in it (SQLite may leave an empty one, and
 * its index, beside a database a reader opened).
 */
function untouched(path: string) {
  const wal = `${path}-wal`;
  return {
    modified: statSync(path).mtimeMs,
    sha256: createHash("sha256").update(readFileSync(path)).digest("hex"),
    logged: existsSync(wal) ? statSync(wal).size : 0,
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
  db = join(dir, "leads.sqlite");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Each case runs the command line a few times (about half a second each on this machine).
describe("npm run leads", { timeout: 20_000 }, () => {
  it("lists the leads as a table, and says so when there are none", async () => {
    // As typed on the server: `npm run leads`.
    const none = await npmRun("leads", [], { db });
    expect(none.status).toBe(0);
    expect(none.stdout).toContain(`No leads yet (no database at ${db})`);
    expect(existsSync(db)).toBe(false);

    const [first, second] = await seedLeads(db, [
      consultation("Asha Verma"),
      consultation("Ravi \u001b[31mRed\u001b[0m Kumar"),
    ]);
    const table = await leads();
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(new RegExp(`^${first}\\s.*Asha Verma / asha@example\\.in`, "m"));
    // When, in India time, written as the desk writes it ("27 November 2026, 12:10 am").
    const month =
      "(January|February|March|April|May|June|July|August|September|October|November|December)";
    expect(table.stdout).toMatch(
      new RegExp(`^${first}\\s+\\d{1,2} ${month} \\d{4}, \\d{1,2}:\\d\\d [ap]m\\s`, "m"),
    );
    // Terminal control sequences a visitor typed never reach the lab's terminal.
    expect(table.stdout).toMatch(new RegExp(`^${second}\\s.*Ravi\\s+\\[31mRed \\[0m Kumar`, "m"));
    expect(table.stdout).not.toContain("\u001b");
    expect(table.stdout).toContain(`2 leads in ${db}`);
  });

  it("--csv --out writes a private file with a byte order mark, and never over another file", async () => {
    const references = await seedLeads(db, [
      consultation("Asha Verma"),
      consultation("=HYPERLINK(evil)"),
    ]);
    const out = join(dir, "leads.csv");
    const written = await leads("--csv", "--out", out);
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toContain(`Wrote 2 leads to ${out}`);
    expect(mode(out)).toBe(0o600);
    const text = readFileSync(out, "utf8");
    const rows = csvRows(text);
    expect(rows.map((r) => r[0])).toEqual(references);
    expect(text).toContain("'=HYPERLINK(evil)"); // a spreadsheet shows it, never runs it

    writeFileSync(out, "the lab's own file");
    const again = await leads("--csv", "--out", out);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("exists already");
    expect(readFileSync(out, "utf8")).toBe("the lab's own file");

    const stdout = await leads("--csv");
    expect(stdout.status).toBe(0);
    expect(stdout.stdout).toBe(text);
  });

  it("--file saves a lead's upload privately, under a cleaned name or where --out says", async () => {
    const pdf = makePdf("Specification of LEAD file test");
    const [withFile, without] = await seedLeads(db, [
      consultation("Asha Verma", {
        form: "enquiry",
        file: { name: "..\\..\\evil/../<spec> sheet?.pdf", type: "application/pdf", bytes: pdf },
      }),
      consultation("Ravi Kumar"),
    ]);
    const expected = join(root, "data", "exports", `${withFile}-_spec_ sheet_.pdf`);
    rmSync(expected, { force: true });
    try {
      const saved = await leads("--file", withFile!);
      expect(saved.status, saved.stderr).toBe(0);
      expect(saved.stdout).toContain(
        `Wrote ${pdf.byteLength} bytes (application/pdf) to ${expected}`,
      );
      expect(mode(expected)).toBe(0o600);
      expect(new Uint8Array(readFileSync(expected))).toEqual(pdf);
    } finally {
      rmSync(expected, { force: true });
    }

    const out = join(dir, "copy.pdf");
    const toOut = await leads("--file", withFile!, "--out", out);
    expect(toOut.status, toOut.stderr).toBe(0);
    expect(mode(out)).toBe(0o600);
    expect(new Uint8Array(readFileSync(out))).toEqual(pdf);
    const over = await leads("--file", withFile!, "--out", out);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain("exists already");

    const none = await leads("--file", without!);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain(`Lead ${without} has no uploaded file`);
    const unknown = await leads("--file", "LEAD-2026-999999");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No lead LEAD-2026-999999");
  });

  it("--backup writes a private, complete copy that the command line reads like the original", async () => {
    await seedLeads(db, [consultation("Asha Verma"), consultation("Ravi Kumar")]);
    const copy = join(dir, "backup.sqlite");
    const backup = await leads("--backup", copy);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up 2 leads to ${copy}`);
    expect(backup.stdout).toContain("npm run backup backs up the whole site");
    expect(mode(copy)).toBe(0o600);
    const original = await leads("--csv");
    const fromCopy = await leads("--csv", "--db", copy);
    expect(fromCopy.status, fromCopy.stderr).toBe(0);
    expect(fromCopy.stdout).toBe(original.stdout);

    const again = await leads("--backup", copy);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("exists already");
  });

  it("reading commands leave the database, and a backup read with --db, exactly as they were", async () => {
    const [reference] = await seedLeads(db, [
      consultation("Asha Verma", {
        form: "enquiry",
        file: { name: "spec.pdf", type: "application/pdf", bytes: makePdf() },
      }),
    ]);
    // A backup is a plain (rollback-journal) database: opening it for writing would change it.
    const copy = join(dir, "copy.sqlite");
    expect((await leads("--backup", copy)).status).toBe(0);
    const before = { db: untouched(db), copy: untouched(copy) };
    const reads = [
      [],
      ["--csv"],
      ["--csv", "--out", join(dir, "out.csv")],
      ["--file", reference!, "--out", join(dir, "out.pdf")],
      ["--backup", join(dir, "again.sqlite")],
      ["--db", copy],
      ["--db", copy, "--csv"],
    ];
    const runs = await Promise.all(reads.map((args) => leads(...args)));
    for (const [i, run] of runs.entries())
      expect(run.status, `${reads[i]!.join(" ")}: ${run.stderr}`).toBe(0);
    expect({ db: untouched(db), copy: untouched(copy) }).toEqual(before);
  });

  it("--delete erases a lead and its file from the database file itself", async () => {
    const secret = "Erase-me-7f3a";
    const [keep, erase] = await seedLeads(db, [
      consultation("Asha Verma"),
      consultation(`Ravi ${secret}`, {
        form: "enquiry",
        file: { name: "spec.pdf", type: "application/pdf", bytes: makePdf(`file ${secret}`) },
      }),
    ]);
    expect(readFileSync(db).includes(secret)).toBe(true);
    const deleted = await leads("--delete", erase!);
    expect(deleted.status, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain(`Deleted ${erase}`);
    expect(csvRows((await leads("--csv")).stdout).map((r) => r[0])).toEqual([keep]);
    // Not left behind in freed pages or the write-ahead log.
    for (const name of readdirSync(dir))
      expect(readFileSync(join(dir, name)).includes(secret), name).toBe(false);

    const again = await leads("--delete", erase!);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`No lead ${erase}`);
  });

  it("--purge deletes leads past the retention period and blanks old IP addresses", async () => {
    const now = Date.now();
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date;
    };
    const [expired, old, stale, recent] = await seedLeads(db, [
      consultation("Expired", { createdAt: monthsAgo(retention.leadMonths + 1) }),
      consultation("Old", { createdAt: monthsAgo(retention.leadMonths - 1) }),
      consultation("Stale", { createdAt: new Date(now - (retention.clientDays + 1) * DAY) }),
      consultation("Recent", { createdAt: new Date(now - (retention.clientDays - 1) * DAY) }),
    ]);
    const purge = await leads("--purge");
    expect(purge.status, purge.stderr).toBe(0);
    expect(purge.stdout).toMatch(/Deleted 1 leads .*; blanked the IP address and browser of 2 /);

    // The CSV (sales' columns) leaves the address and browser out: read them from the database.
    expect(csvRows((await leads("--csv")).stdout).map((r) => r[0])).toEqual([old, stale, recent]);
    const stored = new DatabaseSync(db, { readOnly: true });
    try {
      expect(
        stored.prepare("SELECT reference, client, user_agent FROM leads ORDER BY id").all(),
      ).toEqual([
        { reference: old, client: "", user_agent: null },
        { reference: stale, client: "", user_agent: null },
        { reference: recent, client: "203.0.113.9", user_agent: "Firefox/140" },
      ]);
    } finally {
      stored.close();
    }
    expect([old, stale, recent]).not.toContain(expired);
  });

  it("refuses unknown options and a missing database, with the usage", async () => {
    const unknown = await leads("--everything");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Usage: npm run leads");
    const missing = await leads("--csv");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`No lead database at ${db}`);
    expect(existsSync(db)).toBe(false);
  });
});
