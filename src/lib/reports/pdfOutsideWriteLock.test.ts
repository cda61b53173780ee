// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { diskFileStore, type FileStore } from "@/lib/platform/storage";
import { amendPdf as amendPdfIn } from "./pdfAmendment";
import { attachPdf as attachPdfIn, createReport as createReportIn } from "./register";
import type { ReportInput } from "./schema";
import { formatUlr } from "./ulr";
import { onDb } from "../../../tests/fixtures/onDb";

/**
 * A report's PDF is kept in the register's files before the transaction that
 * records it: an upload to a bucket (seconds for a large PDF) never holds the
 * write lock every other writer on every app server waits for.
 */

const dir = mkdtempSync(join(tmpdir(), "pdf-lock-"));
const db = openDatabase(join(dir, "lab.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The disk store, noting for each file written whether a write transaction was open then. */
const puts: boolean[] = [];
const disk = diskFileStore(join(dir, "reports"));
const files: FileStore = {
  ...disk,
  put: async (key, body) => {
    puts.push(db.isTransaction);
    return disk.put(key, body);
  },
};

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);
const ulr = (running: number) =>
  formatUlr({ kind: "test-report", year: 2026, running, scope: "F" });
const record = (ulr: string): ReportInput => ({
  ulr,
  reportNumber: `MET/TR/${ulr.slice(-5)}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer: "Narmada Cables Pvt Ltd",
  itemDescription: "XLPE power cable",
  make: "Narmada",
  model: "NX-300",
  serialNumber: "DRUM-1",
  standard: "IS 7098 (Part 2): 2011",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma",
});

describe("a report's PDF and the write lock", () => {
  it("is written before the transaction that records it, on registering, attaching and amending", async () => {
    const issued = await onDb(createReportIn)(db, record(ulr(1)), {
      by: "lims",
      issues: true,
      pdf: { files, bytes: pdf("issued with") },
    });
    const awaiting = await onDb(createReportIn)(db, record(ulr(2)), "desk");
    await onDb(attachPdfIn)(db, files, awaiting.reference, pdf("attached"), "desk");
    await onDb(amendPdfIn)(db, files, issued.reference, pdf("amended"), {
      by: "lims",
      signer: { name: "R. K. Verma", designation: "" },
      reason: "Corrected",
    });
    expect(puts).toEqual([false, false, false]);
  });
});
