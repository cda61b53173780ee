// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import {
  attachPdf,
  CHECK_FLUSH_MS,
  countCheck,
  createReport,
  flushChecks,
  startCheckFlush,
  lookupReport,
  nextUlr,
  pdfPath,
  pdfVersions,
  RegisterError,
  reportByToken,
  reportOfPdf,
  supersedeReport,
  withdrawReport,
} from "./register";
import type { ReportInput } from "./schema";
import { CODE_ALPHABET, isVerifyToken } from "./tokens";

const dir = mkdtempSync(join(tmpdir(), "reports-"));
const db = openDatabase(join(dir, "leads.sqlite"));
const files = join(dir, "reports");
/** Put in the register and issued at once, as a LIMS token scoped to issue does. */
const issue = (input: ReportInput) => createReport(db, input, { by: "lims", issues: true });
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = (ulr: string, extra: Partial<ReportInput> = {}): ReportInput => ({
  ulr,
  reportNumber: `MET/TR/${ulr.slice(-5)}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer: "Narmada Cables Pvt Ltd",
  itemDescription: "XLPE power cable, 3C x 300 sq mm, 11 kV",
  make: "Narmada",
  model: "NX-300",
  serialNumber: "DRUM-2291",
  standard: "IS 7098 (Part 2)",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma",
  ...extra,
});

describe("the register of issued reports", () => {
  it("records a report with an unguessable token and a printable code; refuses bad and duplicate ULRs", () => {
    const report = issue(record("ULR-TC114822600000001F"));
    expect(report.reference).toBe("TC114822600000001F");
    expect(isVerifyToken(report.token)).toBe(true);
    expect(report.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(report.status).toBe("issued");
    expect(reportByToken(db, report.token)?.ulr).toBe(report.reference);

    expect(() => issue(record("TC114822600000001F"))).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => issue(record("CC390726000000001F"))).toThrow(/kind/);
    expect(() => issue(record("TC114822600000002F", { issueDate: "2026-02-30" }))).toThrow(
      /calendar/,
    );
    expect(() => issue(record("TC114822600000002F", { customer: " " }))).toThrow(RegisterError);
  });

  it("suggests the next running number for the kind and year", () => {
    issue(record("TC114822600000009F"));
    expect(nextUlr(db, "test-report", 2026)).toBe("TC114822600000010F");
    expect(nextUlr(db, "calibration-certificate", 2026)).toBe("CC390726000000001F");
    expect(nextUlr(db, "test-report", 2027, "P")).toBe("TC114822700000001P");
  });

  it("a lookup with the right code shows the report; a wrong code and an unknown ULR answer the same", () => {
    const report = issue(record("TC114822600000011F"));
    const right = lookupReport(db, "ulr-tc11482 26 00000011f", report.code.toLowerCase());
    expect(right).toMatchObject({ found: true, report: { reference: report.reference } });
    // Without its code a ULR reveals nothing, not even that it exists.
    expect(lookupReport(db, report.reference, "")).toEqual({ found: false });
    const wrongCode = lookupReport(
      db,
      report.reference,
      "ABCDEFGH" === report.code ? "ABCDEFGJ" : "ABCDEFGH",
    );
    const unknown = lookupReport(db, "TC114822600009999F", "ABCDEFGH");
    expect(wrongCode).toEqual({ found: false });
    expect(unknown).toEqual(wrongCode);
    // Only the view that proved the code counts; counted in memory, written together.
    expect(reportByToken(db, report.token)?.checks).toBe(0);
    flushChecks(db);
    expect(reportByToken(db, report.token)?.checks).toBe(1);
    // The leads' durability is back once the counts are written (2 = FULL).
    expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
  });

  it("the flush job writes the counts every 2 s, listens for exit once, and writes the rest when stopped", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const report = issue(record("TC114822600000012F"));
      const before = process.listenerCount("exit");
      const stop = startCheckFlush();
      expect(process.listenerCount("exit")).toBe(before + 1);
      for (let round = 0; round < 20; round++) countCheck(db, report.id);
      expect(reportByToken(db, report.token)?.checks).toBe(0);
      vi.advanceTimersByTime(CHECK_FLUSH_MS);
      expect(reportByToken(db, report.token)?.checks).toBe(20);
      countCheck(db, report.id);
      stop();
      expect(reportByToken(db, report.token)?.checks).toBe(21);
      expect(process.listenerCount("exit")).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it("withdraws with a reason; supersedes with links both ways; never twice", () => {
    const old = issue(record("TC114822600000020F"));
    const newer = issue(record("TC114822600000021F"));
    const superseded = supersedeReport(db, old.reference, newer.reference, "asha@lab.example");
    expect(superseded).toMatchObject({ status: "superseded", supersededBy: newer.reference });
    expect(reportByToken(db, newer.token)?.supersedes).toBe(old.reference);
    expect(() => supersedeReport(db, old.reference, newer.reference, "x")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    const withdrawn = withdrawReport(
      db,
      newer.reference,
      "Wrong serial\nnumber",
      "asha@lab.example",
    );
    expect(withdrawn).toMatchObject({
      status: "withdrawn",
      withdrawnReason: "Wrong serial number",
    });
    expect(() => withdrawReport(db, "TC114822600000099F", "x", "x")).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => withdrawReport(db, old.reference, " ", "x")).toThrow(/why/);
    // A superseded report stays superseded: it cannot be withdrawn as well, nor a withdrawn one again.
    expect(() => withdrawReport(db, old.reference, "Serial number recorded wrongly", "x")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => withdrawReport(db, newer.reference, "Again", "x")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    // Nothing is added to a report that is no longer current.
    expect(() =>
      attachPdf(db, files, old.reference, new TextEncoder().encode("%PDF-1.7\nlate\n%%EOF"), "x"),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });

  it("a superseded report cannot be withdrawn, nor a withdrawn one superseded: 409, and it stays as it was", () => {
    const old = issue(record("TC114822600000040F"));
    const newer = issue(record("TC114822600000041F"));
    supersedeReport(db, old.reference, newer.reference, "asha@lab.example");
    expect(() => withdrawReport(db, "TC114822600000040F", "Wrong serial number", "x")).toThrow(
      expect.objectContaining({
        status: 409,
        message: "ULR-TC114822600000040F is already superseded.",
      }),
    );
    expect(reportByToken(db, old.token)).toMatchObject({
      status: "superseded",
      supersededBy: "TC114822600000041F",
      withdrawnAt: null,
      withdrawnReason: null,
    });

    const withdrawn = issue(record("TC114822600000042F"));
    withdrawReport(db, withdrawn.reference, "Wrong serial number", "x");
    expect(() => supersedeReport(db, "TC114822600000042F", newer.reference, "x")).toThrow(
      expect.objectContaining({
        status: 409,
        message: "ULR-TC114822600000042F is already withdrawn.",
      }),
    );
    expect(reportByToken(db, withdrawn.token)).toMatchObject({
      status: "withdrawn",
      supersededBy: null,
    });
  });

  it("keeps every PDF version once on disk, named by its SHA-256, and finds a report by a file's hash", () => {
    // Versions before authorisation (after it, a new PDF is a signatory's amendment: pdfAmendment.ts).
    const report = createReport(db, record("TC114822600000030F"), "asha@lab.example");
    const first = new TextEncoder().encode("%PDF-1.7\nfirst\n%%EOF");
    const second = new TextEncoder().encode("%PDF-1.7\nsecond\n%%EOF");
    const v1 = attachPdf(db, files, report.reference, first, "asha@lab.example");
    const v2 = attachPdf(db, files, report.reference, second, "asha@lab.example");
    expect([v1.version, v2.version]).toEqual([1, 2]);
    expect(v1.sha256).toBe(createHash("sha256").update(first).digest("hex"));
    expect(statSync(pdfPath(files, v1.sha256)).mode & 0o777).toBe(0o600);
    expect(pdfVersions(db, report.id).map((v) => v.version)).toEqual([2, 1]);
    expect(reportOfPdf(db, v1.sha256)).toMatchObject({ version: 1, latest: 2 });
    expect(reportOfPdf(db, v2.sha256)).toMatchObject({ version: 2, latest: 2 });
    const changed = Uint8Array.from(second);
    changed[10] = changed[10]! ^ 1;
    expect(reportOfPdf(db, createHash("sha256").update(changed).digest("hex"))).toBeUndefined();
    expect(reportOfPdf(db, "not a hash")).toBeUndefined();
    // The same bytes on another report: stored once, a version of each.
    const other = createReport(db, record("TC114822600000031F"), "asha@lab.example");
    expect(attachPdf(db, files, other.reference, first, "x").sha256).toBe(v1.sha256);
  });
});
