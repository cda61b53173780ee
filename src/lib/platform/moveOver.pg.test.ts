import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase } from "@/lib/db/connection";
import { openPostgres, types } from "@/lib/db/postgresConnect";
import { withStore } from "@/lib/db/store";
import { listLeads } from "@/lib/leads/desk";
import { insertLead, leadByReference } from "@/lib/leads/store";
import { diskFileStore, readWhole } from "@/lib/platform/storage";
import { emptyPostgres } from "../../../tests/fixtures/freshPostgres";
import { moveOver } from "./moveOver";

let folder: string;
let target: Awaited<ReturnType<typeof emptyPostgres>>;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), "move-over-"));
  target = await emptyPostgres();
});
afterEach(async () => {
  await target.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** A lab's SQLite file as the server leaves it, with files beside it. */
async function labOnSqlite() {
  const data = join(folder, "data");
  mkdirSync(join(data, "reports", "ab"), { recursive: true });
  mkdirSync(join(data, "photos"), { recursive: true });
  mkdirSync(join(data, "nabl-qr"), { recursive: true });
  writeFileSync(join(data, "reports", "ab", "ab12.pdf"), "%PDF-1.7 a report");
  writeFileSync(join(data, "photos", "p1-480.webp"), Buffer.from([1, 2, 3, 4, 5]));
  writeFileSync(join(data, "nabl-qr", "current.json"), '{"sha256":"ab"}');
  const file = join(data, "lab.sqlite");
  const db = openDatabase(file);
  const leads = await withStore(db, async () => [
    await insertLead({
      template: "contact",
      form: "enquiry",
      fields: { user_name: "अनिल कुमार", message: "11 kV CT testing" },
      client: "203.0.113.5",
      notify: "off",
      file: {
        name: "spec.pdf",
        type: "application/pdf",
        bytes: new Uint8Array([37, 80, 68, 70, 0, 255]),
      },
    }),
    await insertLead({
      template: "contact",
      form: "consultation",
      fields: { user_name: "Asha Verma" },
      client: "203.0.113.6",
      notify: "off",
    }),
  ]);
  return { data, file, db, leads };
}

describe("moving a lab over to PostgreSQL (npm run migrate-data)", () => {
  it("copies every row and file, checks each table and file, and can be run again", async () => {
    const lab = await labOnSqlite();
    const files = join(folder, "moved-files");
    const run = () =>
      moveOver({
        from: lab.file,
        to: target.url,
        filesFrom: diskFileStore(lab.data),
        filesTo: diskFileStore(files),
      });
    const first = await run();
    expect(first.ok).toBe(true);
    expect(first.checks.find((c) => c.table === "leads")).toMatchObject({
      sqliteRows: 2,
      postgresRows: 2,
      same: true,
    });
    expect(first.files).toEqual({ copied: 3, kept: 0 });
    expect(first.filesChecked).toBe(3);

    // More work on the old server, then the command once more: no row twice, the new one there.
    const third = await withStore(lab.db, () =>
      insertLead({
        template: "contact",
        form: "feedback",
        fields: { user_name: "Meera" },
        client: "203.0.113.7",
        notify: "off",
      }),
    );
    const second = await run();
    expect(second.ok).toBe(true);
    expect(second.checks.find((c) => c.table === "leads")).toMatchObject({
      sqliteRows: 3,
      postgresRows: 3,
    });
    expect(second.files).toEqual({ copied: 0, kept: 3 });
    lab.db.close();

    // What the desk reads on PostgreSQL (the file's bytes are in the leads table's checksum above):
    // the lead, found by its Hindi name through the search the copy's trigger filled.
    const store = openPostgres(target.url, { max: 2, secretsInMemory: true });
    try {
      await withStore(store, async () => {
        const stored = await leadByReference(lab.leads[0]!.reference);
        expect(stored?.fields.user_name).toBe("अनिल कुमार");
        expect((await listLeads({ q: "कुमार" })).rows.map((r) => r.reference)).toEqual([
          lab.leads[0]!.reference,
        ]);
        expect(await leadByReference(third.reference)).toBeDefined();
      });
    } finally {
      await store.destroy();
    }
    expect(
      Buffer.from((await readWhole(diskFileStore(files), "reports/ab/ab12.pdf"))!).toString(),
    ).toBe("%PDF-1.7 a report");
    // NABL's QR code goes with them: every app server on the new store stamps with it.
    expect(
      Buffer.from((await readWhole(diskFileStore(files), "nabl-qr/current.json"))!).toString(),
    ).toBe('{"sha256":"ab"}');
  });

  it("says so when a table or a file is not the same on both sides", async () => {
    const lab = await labOnSqlite();
    lab.db.close();
    const files = join(folder, "moved-files");
    const run = () =>
      moveOver({
        from: lab.file,
        to: target.url,
        filesFrom: diskFileStore(lab.data),
        filesTo: diskFileStore(files),
      });
    expect((await run()).ok).toBe(true);
    // A row changed behind the command's back, and a file changed at the same size.
    writeFileSync(join(files, "photos", "p1-480.webp"), Buffer.from([9, 9, 9, 9, 9]));
    const { compareRecords } = await import("@/lib/db/postgresVerify");
    const db = openDatabase(lab.file, { readOnly: true });
    const checker = new pg.Client({ connectionString: target.url, types });
    await checker.connect();
    try {
      await checker.query("UPDATE leads SET client = '198.51.100.1' WHERE id = 1");
      const checks = await compareRecords(db, checker);
      expect(checks.filter((c) => !c.same).map((c) => c.table)).toEqual(["leads"]);
    } finally {
      await checker.end();
      db.close();
    }
    const again = await run();
    // The row is written over again; the file of the same size is kept, and its checksum says so.
    expect(again.checks.filter((c) => !c.same)).toEqual([]);
    expect(again.fileProblems).toEqual(["photos/p1-480.webp"]);
    expect(again.ok).toBe(false);
  });
});
