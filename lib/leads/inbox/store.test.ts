// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePdf } from "@/tests/fixtures/documents";
import { formatReference, openLeadStore, REFERENCE_PATTERN, type LeadStore } from "./store";

let dir: string;
let store: LeadStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-store-"));
  store = openLeadStore(join(dir, "nested", "folder", "leads.sqlite"));
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("lead store", () => {
  it("creates its folder and uses the WAL journal", () => {
    expect(existsSync(store.path)).toBe(true);
    const db = new DatabaseSync(store.path);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("inserts and reads back a lead with its file", () => {
    const pdf = makePdf();
    const created = new Date("2026-04-02T10:00:00Z");
    const { id, reference } = store.insert({
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
    expect(store.count()).toBe(1);
    expect(store.get(reference)).toEqual({
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
    const file = store.file(reference);
    expect(file?.name).toBe("spec.pdf");
    expect(Buffer.from(file!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(store.list()).toHaveLength(1);
  });

  it("numbers references by id, in India's year", () => {
    const refs = [1, 2, 3].map(
      () =>
        store.insert({
          template: "contact",
          form: "consultation",
          fields: {},
          client: "local",
          createdAt: new Date("2026-12-31T19:00:00Z"), // 1 January 2027, 00:30 in India
        }).reference,
    );
    expect(refs).toEqual(["LEAD-2027-000001", "LEAD-2027-000002", "LEAD-2027-000003"]);
    expect(store.list().map((l) => l.fileName)).toEqual([null, null, null]);
    expect(store.file("LEAD-2027-000001")).toBeUndefined();
    expect(formatReference(42, new Date("2026-06-01T00:00:00Z"))).toBe("LEAD-2026-000042");
    expect(formatReference(1234567, new Date("2026-06-01T00:00:00Z"))).toBe("LEAD-2026-1234567");
    expect(REFERENCE_PATTERN.test("LEAD-2026-000042")).toBe(true);
  });

  it("persists across connections (durable file)", () => {
    store.insert({ template: "newsletter", form: "newsletter", fields: { a: 1 }, client: "x" });
    store.close();
    const reopened = openLeadStore(store.path);
    expect(reopened.count()).toBe(1);
    expect(reopened.list()[0]?.fields).toEqual({ a: 1 });
    reopened.close();
    store = openLeadStore(store.path);
  });

  it("stores nothing half-way when the transaction fails", () => {
    store.insert({ template: "contact", form: "consultation", fields: {}, client: "x" });
    // Make the second step of the transaction (writing the reference) fail.
    const db = new DatabaseSync(store.path);
    db.exec(`CREATE TRIGGER fail_reference BEFORE UPDATE OF reference ON leads
             BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;`);
    expect(() =>
      store.insert({ template: "contact", form: "consultation", fields: { n: 2 }, client: "x" }),
    ).toThrow(/disk on fire/);
    expect(store.count()).toBe(1);
    db.exec("DROP TRIGGER fail_reference");
    db.close();
    // The store is usable again and the next lead gets a proper reference.
    const next = store.insert({
      template: "contact",
      form: "consultation",
      fields: {},
      client: "x",
    });
    expect(next.reference).toMatch(REFERENCE_PATTERN);
    expect(store.list().every((l) => REFERENCE_PATTERN.test(l.reference))).toBe(true);
    expect(store.count()).toBe(2);
  });
});
