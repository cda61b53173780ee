// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePdf } from "../../../tests/fixtures/documents";
import { isLeadReference } from "@/content/forms";
import { purgeExpired, retentionCutoffs } from "@/lib/cases/retention";
import { caseFile, eraseRecord } from "@/lib/cases/store";
import { leadCase } from "@/lib/leads/case";
import { openDatabase } from "@/lib/db/connection";
import { formatReference } from "./leads";
import { openLeadStore, type OpenLeadStore } from "./openLeadStore";
import { projectRoot, resolveDataPath } from "@/lib/db/path";

let dir: string;
let store: ReturnType<typeof openLeadStore>;

/** A lead's file and its erasure are a case's (lib/cases), over the store's connection. */
const fileOf = (s: Pick<OpenLeadStore, "within">, reference: string) =>
  s.within(() => caseFile(leadCase, reference));
const erase = (reference: string) => store.within(() => eraseRecord(leadCase, reference));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-store-"));
  store = openLeadStore(join(dir, "nested", "folder", "leads.sqlite"));
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the lead store", () => {
  it("creates its folder and uses the WAL journal", async () => {
    expect(existsSync(store.path)).toBe(true);
    const db = new DatabaseSync(store.path);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("gives each connection a page cache of 64 MiB, not SQLite's 2 MiB", async () => {
    const db = openDatabase(store.path);
    expect(db.prepare("PRAGMA cache_size").get()).toEqual({ cache_size: -65536 });
    db.close();
  });

  it("inserts and reads back a lead with its file", async () => {
    const pdf = makePdf();
    const created = new Date("2026-04-02T10:00:00Z");
    const { id, reference } = await store.insert({
      template: "enquiry",
      form: "enquiry",
      fields: { company_name: "Narmada Cables", phone: "0731 2345678", rating: 4, ok: true },
      file: { name: "spec.pdf", type: "application/pdf", bytes: pdf },
      client: "203.0.113.5",
      userAgent: "vitest",
      createdAt: created,
    });
    expect(id).toBe(1);
    expect(reference).toBe("LEAD-2026-000001");
    expect(await store.count()).toBe(1);
    expect(await store.get(reference)).toEqual({
      id: 1,
      reference,
      createdAt: "2026-04-02T10:00:00.000Z",
      template: "enquiry",
      form: "enquiry",
      fields: { company_name: "Narmada Cables", phone: "0731 2345678", rating: 4, ok: true },
      fileName: "spec.pdf",
      fileType: "application/pdf",
      fileSize: pdf.byteLength,
      client: "203.0.113.5",
      userAgent: "vitest",
    });
    const file = await fileOf(store, reference);
    expect(file?.name).toBe("spec.pdf");
    expect(Buffer.from(file!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(await store.list()).toHaveLength(1);
  });

  it("numbers references by id, in India's year", async () => {
    const refs: string[] = [];
    for (let n = 0; n < 3; n++)
      refs.push(
        (
          await store.insert({
            template: "contact",
            form: "consultation",
            fields: {},
            client: "local",
            createdAt: new Date("2026-12-31T19:00:00Z"), // 1 January 2027, 00:30 in India
          })
        ).reference,
      );
    expect(refs).toEqual(["LEAD-2027-000001", "LEAD-2027-000002", "LEAD-2027-000003"]);
    expect((await store.list()).map((l) => l.fileName)).toEqual([null, null, null]);
    expect(await fileOf(store, "LEAD-2027-000001")).toBeUndefined();
    expect(formatReference(42, new Date("2026-06-01T00:00:00Z"))).toBe("LEAD-2026-000042");
    expect(formatReference(1234567, new Date("2026-06-01T00:00:00Z"))).toBe("LEAD-2026-1234567");
    expect(isLeadReference(formatReference(42, new Date()))).toBe(true);
    expect(isLeadReference("LEAD-2026-00042")).toBe(false);
  });

  it("persists across connections (durable file)", async () => {
    await store.insert({
      template: "newsletter",
      form: "newsletter",
      fields: { a: 1 },
      client: "x",
    });
    store.close();
    const reopened = openLeadStore(store.path);
    expect(await reopened.count()).toBe(1);
    expect((await reopened.list())[0]?.fields).toEqual({ a: 1 });
    reopened.close();
    store = openLeadStore(store.path);
  });

  it("stores nothing half-way when the transaction fails", async () => {
    await store.insert({ template: "contact", form: "consultation", fields: {}, client: "x" });
    // Make the second step of the transaction (writing the reference) fail.
    const db = new DatabaseSync(store.path);
    db.exec(`CREATE TRIGGER fail_reference BEFORE UPDATE OF reference ON leads
             BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;`);
    await expect(
      store.insert({
        template: "contact",
        form: "consultation",
        fields: { n: 2 },
        client: "x",
      }),
    ).rejects.toThrow(/disk on fire/);
    expect(await store.count()).toBe(1);
    db.exec("DROP TRIGGER fail_reference");
    db.close();
    // The store is usable again and the next lead gets a proper reference.
    const next = await store.insert({
      template: "contact",
      form: "consultation",
      fields: {},
      client: "x",
    });
    expect(isLeadReference(next.reference)).toBe(true);
    expect((await store.list()).every((l) => isLeadReference(l.reference))).toBe(true);
    expect(await store.count()).toBe(2);
  });
});

describe("where the data lives, and how it goes", () => {
  const lead = (marker: string, createdAt?: Date) => ({
    template: "enquiry",
    form: "enquiry",
    fields: { company_name: marker },
    file: { name: "spec.pdf", type: "application/pdf", bytes: makePdf(`secret-${marker}`) },
    client: "203.0.113.5",
    userAgent: "Mozilla/5.0 test",
    createdAt,
  });

  it("the folder is 0700 and the database 0600", async () => {
    await store.insert(lead("a"));
    expect(statSync(join(dir, "nested", "folder")).mode & 0o777).toBe(0o700);
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
  });

  it("never reuses a reference after a deletion (AUTOINCREMENT)", async () => {
    await store.insert(lead("a"));
    await store.insert(lead("b"));
    const third = await store.insert(lead("c"));
    expect(await erase(third.reference)).toBe(true);
    expect((await store.insert(lead("d"))).id).toBe(4);
  });

  it("deleting a lead removes its row and its file's bytes from the database file", async () => {
    const { reference } = await store.insert(lead("erase-me"));
    await store.insert(lead("keep-me"));
    const onDisk = (text: string) =>
      [store.path, `${store.path}-wal`].some(
        (file) => existsSync(file) && readFileSync(file).includes(text),
      );
    expect(onDisk("secret-erase-me")).toBe(true);
    expect(await erase(reference)).toBe(true);
    expect(await store.get(reference)).toBeUndefined();
    expect(await fileOf(store, reference)).toBeUndefined();
    expect(onDisk("secret-erase-me")).toBe(false);
    expect(onDisk("secret-keep-me")).toBe(true);
    expect(await erase(reference)).toBe(false);
  });

  it("the purge deletes leads past retention and blanks old addresses", async () => {
    const now = new Date("2026-11-23T00:00:00Z");
    const ancient = await store.insert(lead("ancient", new Date("2024-10-01T00:00:00Z")));
    // More than 365 days old, less than 24 months: its address and browser go, the lead stays.
    const older = await store.insert(lead("older", new Date("2025-06-01T00:00:00Z")));
    const fresh = await store.insert(lead("fresh", new Date("2026-11-20T00:00:00Z")));
    expect(retentionCutoffs(leadCase, now).before.toISOString()).toBe("2024-11-23T00:00:00.000Z");
    expect(await store.within(() => purgeExpired(leadCase, now))).toEqual({
      deleted: 1,
      anonymised: 1,
    });
    expect(await store.get(ancient.reference)).toBeUndefined();
    expect(await store.get(older.reference)).toMatchObject({ client: "", userAgent: null });
    expect(await store.get(fresh.reference)).toMatchObject({ client: "203.0.113.5" });
  });

  it("a backup, restored, holds the same rows and files", async () => {
    await store.insert(lead("one"));
    await store.insert(lead("two"));
    const target = join(dir, "backup.sqlite");
    store.backup(target);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(() => store.backup(target)).toThrow(/exists/);
    const restored = openLeadStore(target, { readOnly: true });
    expect(await restored.list()).toEqual(await store.list());
    expect(await fileOf(restored, (await store.list())[0]!.reference)).toEqual(
      await fileOf(store, (await store.list())[0]!.reference),
    );
    restored.close();
  });

  it("a relative path means the same file from any working folder", async () => {
    const here = process.cwd();
    const fromRoot = resolveDataPath("data/leads.sqlite");
    try {
      process.chdir(tmpdir());
      expect(resolveDataPath("data/leads.sqlite")).toBe(fromRoot);
    } finally {
      process.chdir(here);
    }
    expect(fromRoot).toBe(join(projectRoot(), "data", "leads.sqlite"));
    expect(resolveDataPath("/srv/leads.sqlite")).toBe("/srv/leads.sqlite");
  });
});
