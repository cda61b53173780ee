// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resticProblems } from "@/content/backups";
import { openDatabase } from "@/lib/db/connection";
import { pdfPath } from "@/lib/reports/pdfStore";
import { storePdfOnDisk } from "../../scripts/bench/pdfOnDisk";
import { cli } from "./run";

/** `npm run backup` and `npm run restore` as the lab runs them: exit codes and words, never a stack. */

const top = mkdtempSync(join(tmpdir(), "backup-cli-"));
const db = join(top, "data", "lab.sqlite");
const password = join(top, "password");
afterAll(() => rmSync(top, { recursive: true, force: true }));

const backup = (...args: string[]) => cli("backup", args, { db });
const restore = (...args: string[]) => cli("restore", args, { db });
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

beforeAll(async () => {
  writeFileSync(password, "right password\n", { mode: 0o600 });
  process.env.BACKUP_REPOSITORY = join(top, "repo");
  process.env.BACKUP_PASSWORD_FILE = password;
  const store = openDatabase(db);
  store.close();
  expect((await backup("--init")).status).toBe(0);
});

describe("npm run backup", () => {
  it("backs up, then restores into a new folder and prints the command that serves it", async () => {
    const done = await backup();
    expect(done.stderr).toBe("");
    expect(done.stdout).toMatch(/^Backup [0-9a-f]{8}: the database and \d+ files/m);
    expect(done.status).toBe(0);
    const to = join(top, "restored");
    const restored = await restore("--snapshot", "latest", "--to", to);
    expect(restored.stdout).toContain(`DATABASE_PATH=${join(to, "lab.sqlite")} npm start`);
    expect(restored.status).toBe(0);
    const again = await restore("--snapshot", "latest", "--to", to);
    expect(again.stderr).toContain("holds a data folder already");
    expect(again.status).toBe(1);
  });

  it("names a file the database names but the disk lacks, and exits 1", async () => {
    const store = openDatabase(db);
    const reports = join(top, "data", "reports");
    const hash = storePdfOnDisk(reports, new TextEncoder().encode("%PDF-1.7 lost"));
    const id = store
      .prepare(
        `INSERT INTO reports (ulr, token, code, report_number, kind, discipline, grp, customer,
           item_description, standard, issue_date, signatory, created_at, created_by)
         VALUES ('TC000126000000009F', 'tok', '1', 'R-9', 'test-report', 'E', 'C', 'C', 'I', 'S',
           '2026-11-01', 'S', '2026-11-01T00:00:00Z', 't')`,
      )
      .run().lastInsertRowid;
    store
      .prepare(
        `INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by)
         VALUES (?, 1, ?, 13, '2026-11-01T00:00:00Z', 't')`,
      )
      .run(id, hash);
    store.close();
    rmSync(pdfPath(reports, hash));
    const run = await backup();
    expect(run.stderr).toContain("1 file the database names is missing from the disk");
    expect(run.stderr).toContain(
      `${pdfPath("reports", hash)}  (report PDF of TC000126000000009F version 1)`,
    );
    noStack(run.stderr);
    expect(run.status).toBe(1);
  });

  it("says a wrong repository password in words and exits 1", async () => {
    const wrong = join(top, "wrong");
    writeFileSync(wrong, "wrong password\n", { mode: 0o600 });
    process.env.BACKUP_PASSWORD_FILE = wrong;
    try {
      const run = await backup();
      expect(run.stderr.trim()).toBe(`The backup failed: ${resticProblems.wrongPassword}`);
      noStack(run.stderr);
      expect(run.status).toBe(1);
      const restored = await restore("--snapshot", "latest", "--to", join(top, "other"));
      expect(restored.stderr.trim()).toBe(`The restore failed: ${resticProblems.wrongPassword}`);
      expect(restored.status).toBe(1);
    } finally {
      process.env.BACKUP_PASSWORD_FILE = password;
    }
  });
});
