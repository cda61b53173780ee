// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { openDatabase } from "@/lib/db/connection";
import {
  attachPdf as attachPdfIn,
  CHECK_FLUSH_MS,
  countCheck as countCheckIn,
  createReport as createReportIn,
  flushChecks,
  startCheckFlush,
  lookupReport as lookupReportIn,
  nextUlr as nextUlrIn,
  pdfPath,
  pdfVersions as pdfVersionsIn,
  RegisterError,
  reportByToken as reportByTokenIn,
  reportOfPdf as reportOfPdfIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "./register";
import type { ReportInput } from "./schema";
import { CODE_ALPHABET, isVerifyToken } from "./tokens";
import { onDb } from "../../../tests/fixtures/onDb";

const attachPdf = onDb(attachPdfIn);
const countCheck = onDb(countCheckIn);
const createReport = onDb(createReportIn);
const lookupReport = onDb(lookupReportIn);
const nextUlr = onDb(nextUlrIn);
const pdfVersions = onDb(pdfVersionsIn);
const reportByToken = onDb(reportByTokenIn);
const reportOfPdf = onDb(reportOfPdfIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);

const dir = mkdtempSync(join(tmpdir(), "reports-"));
const db = openDatabase(join(dir, "leads.sqlite"));
const filesDir = join(dir, "reports");
const files = diskFileStore(filesDir);
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
  it("records a report with an unguessable token and a printable code; refuses bad and duplicate ULRs", async () => {
    const report = await issue(record("ULR-TC114822600000001F"));
    expect(report.reference).toBe("TC114822600000001F");
    expect(isVerifyToken(report.token)).toBe(true);
    expect(report.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(report.status).toBe("issued");
    expect((await reportByToken(db, report.token))?.ulr).toBe(report.reference);

    await expect(issue(record("TC114822600000001F"))).rejects.toThrow(
      expect.objectContaining({ status: 409 }),
    );
    await expect(issue(record("CC390726000000001F"))).rejects.toThrow(/kind/);
    await expect(issue(record("TC114822600000002F", { issueDate: "2026-02-30" }))).rejects.toThrow(
      /calendar/,
    );
    await expect(issue(record("TC114822600000002F", { customer: " " }))).rejects.toThrow(
      RegisterError,
    );
  });

  it("suggests the next running number for the kind and year", async () => {
    await issue(record("TC114822600000009F"));
    expect(await nextUlr(db, "test-report", 2026)).toBe("TC114822600000010F");
    expect(await nextUlr(db, "calibration-certificate", 2026)).toBe("CC390726000000001F");
    expect(await nextUlr(db, "test-report", 2027, "P")).toBe("TC114822700000001P");
  });

  it("a lookup with the right code shows the report; a wrong code and an unknown ULR answer the same", async () => {
    const report = await issue(record("TC114822600000011F"));
    const right = await lookupReport(db, "ulr-tc11482 26 00000011f", report.code.toLowerCase());
    expect(right).toMatchObject({ found: true, report: { reference: report.reference } });
    // Without its code a ULR reveals nothing, not even that it exists.
    expect(await lookupReport(db, report.reference, "")).toEqual({ found: false });
    const wrongCode = await lookupReport(
      db,
      report.reference,
      "ABCDEFGH" === report.code ? "ABCDEFGJ" : "ABCDEFGH",
    );
    const unknown = await lookupReport(db, "TC114822600009999F", "ABCDEFGH");
    expect(wrongCode).toEqual({ found: false });
    expect(unknown).toEqual(wrongCode);
    // Only the view that proved the code counts; counted in memory, written together.
    expect((await reportByToken(db, report.token))?.checks).toBe(0);
    flushChecks();
    expect((await reportByToken(db, report.token))?.checks).toBe(1);
    // The leads' durability is back once the counts are written (2 = FULL).
    expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
  });

  it("the flush job writes the counts every 2 s, listens for exit once, and writes the rest when stopped", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const report = await issue(record("TC114822600000012F"));
      const before = process.listenerCount("exit");
      const stop = startCheckFlush();
      expect(process.listenerCount("exit")).toBe(before + 1);
      for (let round = 0; round < 20; round++) await countCheck(db, report.id);
      expect((await reportByToken(db, report.token))?.checks).toBe(0);
      vi.advanceTimersByTime(CHECK_FLUSH_MS);
      expect((await reportByToken(db, report.token))?.checks).toBe(20);
      await countCheck(db, report.id);
      stop();
      expect((await reportByToken(db, report.token))?.checks).toBe(21);
      expect(process.listenerCount("exit")).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it("withdraws with a reason; supersedes with links both ways; never twice", async () => {
    const old = await issue(record("TC114822600000020F"));
    const newer = await issue(record("TC114822600000021F"));
    const superseded = await supersedeReport(
      db,
      old.reference,
      newer.reference,
      "asha@lab.example",
    );
    expect(superseded).toMatchObject({ status: "superseded", supersededBy: newer.reference });
    expect((await reportByToken(db, newer.token))?.supersedes).toBe(old.reference);
    await expect(supersedeReport(db, old.reference, newer.reference, "x")).rejects.toThrow(
      expect.objectContaining({ status: 409 }),
    );
    const withdrawn = await withdrawReport(
      db,
      newer.reference,
      "Wrong serial\nnumber",
      "asha@lab.example",
    );
    expect(withdrawn).toMatchObject({
      status: "withdrawn",
      withdrawnReason: "Wrong serial number",
    });
    await expect(withdrawReport(db, "TC114822600000099F", "x", "x")).rejects.toThrow(
      expect.objectContaining({ status: 404 }),
    );
    await expect(withdrawReport(db, old.reference, " ", "x")).rejects.toThrow(/why/);
    // A superseded report stays superseded: it cannot be withdrawn as well, nor a withdrawn one again.
    await expect(
      withdrawReport(db, old.reference, "Serial number recorded wrongly", "x"),
    ).rejects.toThrow(expect.objectContaining({ status: 409 }));
    await expect(withdrawReport(db, newer.reference, "Again", "x")).rejects.toThrow(
      expect.objectContaining({ status: 409 }),
    );
    // Nothing is added to a report that is no longer current.
    await expect(
      attachPdf(db, files, old.reference, new TextEncoder().encode("%PDF-1.7\nlate\n%%EOF"), "x"),
    ).rejects.toThrow(expect.objectContaining({ status: 409 }));
  });

  it("a superseded report cannot be withdrawn, nor a withdrawn one superseded: 409, and it stays as it was", async () => {
    const old = await issue(record("TC114822600000040F"));
    const newer = await issue(record("TC114822600000041F"));
    await supersedeReport(db, old.reference, newer.reference, "asha@lab.example");
    await expect(
      withdrawReport(db, "TC114822600000040F", "Wrong serial number", "x"),
    ).rejects.toThrow(
      expect.objectContaining({
        status: 409,
        message: "ULR-TC114822600000040F is already superseded.",
      }),
    );
    expect(await reportByToken(db, old.token)).toMatchObject({
      status: "superseded",
      supersededBy: "TC114822600000041F",
      withdrawnAt: null,
      withdrawnReason: null,
    });

    const withdrawn = await issue(record("TC114822600000042F"));
    await withdrawReport(db, withdrawn.reference, "Wrong serial number", "x");
    await expect(supersedeReport(db, "TC114822600000042F", newer.reference, "x")).rejects.toThrow(
      expect.objectContaining({
        status: 409,
        message: "ULR-TC114822600000042F is already withdrawn.",
      }),
    );
    expect(await reportByToken(db, withdrawn.token)).toMatchObject({
      status: "withdrawn",
      supersededBy: null,
    });
  });

  it("keeps every PDF version once on disk, named by its SHA-256, and finds a report by a file's hash", async () => {
    // Versions before authorisation (after it, a new PDF is a signatory's amendment: pdfAmendment.ts).
    const report = await createReport(db, record("TC114822600000030F"), "asha@lab.example");
    const first = new TextEncoder().encode("%PDF-1.7\nfirst\n%%EOF");
    const second = new TextEncoder().encode("%PDF-1.7\nsecond\n%%EOF");
    const v1 = await attachPdf(db, files, report.reference, first, "asha@lab.example");
    const v2 = await attachPdf(db, files, report.reference, second, "asha@lab.example");
    expect([v1.version, v2.version]).toEqual([1, 2]);
    expect(v1.sha256).toBe(createHash("sha256").update(first).digest("hex"));
    expect(statSync(pdfPath(filesDir, v1.sha256)).mode & 0o777).toBe(0o600);
    expect((await pdfVersions(db, report.id)).map((v) => v.version)).toEqual([2, 1]);
    expect(await reportOfPdf(db, v1.sha256)).toMatchObject({ version: 1, latest: 2 });
    expect(await reportOfPdf(db, v2.sha256)).toMatchObject({ version: 2, latest: 2 });
    const changed = Uint8Array.from(second);
    changed[10] = changed[10]! ^ 1;
    expect(
      await reportOfPdf(db, createHash("sha256").update(changed).digest("hex")),
    ).toBeUndefined();
    expect(await reportOfPdf(db, "not a hash")).toBeUndefined();
    // The same bytes on another report: stored once, a version of each.
    const other = await createReport(db, record("TC114822600000031F"), "asha@lab.example");
    expect((await attachPdf(db, files, other.reference, first, "x")).sha256).toBe(v1.sha256);
  });
});
