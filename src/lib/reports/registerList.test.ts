// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { openDatabase } from "@/lib/db/connection";
import { amendPdf as amendPdfIn } from "./pdfAmendment";
import {
  createReport as createReportIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "./register";
import {
  listRegister as listRegisterIn,
  registerCounts as registerCountsIn,
  registerFilterFromQuery,
  registerQueryPlan as registerQueryPlanIn,
  type RegisterFilter,
} from "./registerList";
import type { ReportInput } from "./schema";
import { formatUlr } from "./ulr";
import { makePdf } from "../../../tests/fixtures/documents";
import { onDb } from "../../../tests/fixtures/onDb";

const amendPdf = onDb(amendPdfIn);
const createReport = onDb(createReportIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);
const listRegister = onDb(listRegisterIn);
const registerCounts = onDb(registerCountsIn);
const registerQueryPlan = onDb(registerQueryPlanIn);

const dir = mkdtempSync(join(tmpdir(), "register-list-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = (running: number, extra: Partial<ReportInput> = {}): ReportInput => ({
  ulr: formatUlr({ kind: "test-report", year: 2026, running, scope: "F" }),
  reportNumber: `MET/TR/2026/${running}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer: `Customer ${running} 100%_done`,
  itemDescription: "Cable",
  standard: "IS 7098",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma",
  ...extra,
});

// 1-57 issued; 58 and 59 awaiting authorisation; 60 issued with a PDF (version 1 issued with
// it, version 2 a signatory's amendment); 7 withdrawn; 8 superseded by 9.
for (let n = 1; n <= 60; n++)
  await createReport(
    db,
    record(n),
    n === 58 || n === 59
      ? "test"
      : {
          by: "test",
          issues: true,
          ...(n === 60
            ? { pdf: { files: diskFileStore(join(dir, "reports")), bytes: makePdf("a") } }
            : {}),
        },
  );
await supersedeReport(
  db,
  formatUlr({ kind: "test-report", year: 2026, running: 8, scope: "F" }),
  formatUlr({ kind: "test-report", year: 2026, running: 9, scope: "F" }),
  "t",
);
await withdrawReport(
  db,
  formatUlr({ kind: "test-report", year: 2026, running: 7, scope: "F" }),
  "typo",
  "t",
);
await amendPdf(
  db,
  diskFileStore(join(dir, "reports")),
  formatUlr({ kind: "test-report", year: 2026, running: 60, scope: "F" }),
  makePdf("b"),
  { by: "t", signer: { name: "R. K. Verma", designation: "" }, reason: "Corrected" },
);

const list = (filter: Partial<RegisterFilter>) => listRegister(db, { page: 1, ...filter });

describe("the register's list", () => {
  it("is newest first, 50 a page, with each report's newest PDF version", async () => {
    const first = await list({});
    expect(first.total).toBe(60);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({ reportNumber: "MET/TR/2026/60", pdfVersion: 2 });
    expect(first.rows[1]!.pdfVersion).toBe(0);
    expect((await list({ page: 2 })).rows.map((r) => r.reportNumber).at(-1)).toBe("MET/TR/2026/1");
  });

  it("filters by status and kind", async () => {
    expect((await list({ status: "withdrawn" })).rows.map((r) => r.reportNumber)).toEqual([
      "MET/TR/2026/7",
    ]);
    expect((await list({ status: "superseded" })).rows.map((r) => r.reportNumber)).toEqual([
      "MET/TR/2026/8",
    ]);
    expect((await list({ kind: "calibration-certificate" })).total).toBe(0);
  });

  it("tells awaiting authorisation from issued (status 'issued' with no authorisation yet)", async () => {
    const awaiting = await list({ status: "awaiting-authorisation" });
    expect(awaiting.rows.map((r) => [r.reportNumber, r.status])).toEqual([
      ["MET/TR/2026/59", "awaiting-authorisation"],
      ["MET/TR/2026/58", "awaiting-authorisation"],
    ]);
    const issued = await list({ status: "issued" });
    expect(issued.total).toBe(56); // 60 less 58, 59, 7 and 8
    expect(issued.rows.every((r) => r.status === "issued")).toBe(true);
    expect(await registerQueryPlan(db, { status: "awaiting-authorisation" })).toMatch(
      /reports_awaiting/,
    );
  });

  it("lists the reports that need their final PDF: no PDF, not withdrawn or superseded", async () => {
    const needs = await list({ pdf: "missing" });
    expect(needs.total).toBe(57); // 60 less 60 (has one), 7 and 8
    const numbers = needs.rows.map((r) => r.reportNumber);
    expect(numbers[0]).toBe("MET/TR/2026/59"); // awaiting authorisation needs one too
    expect(numbers).not.toContain("MET/TR/2026/60");
    expect((await list({ pdf: "missing", status: "awaiting-authorisation" })).total).toBe(2);
    expect((await list({ pdf: "missing", status: "withdrawn" })).total).toBe(0);
  });

  it("counts the two to-do lists for the quick links", async () => {
    expect(await registerCounts(db)).toEqual({ awaiting: 2, needsPdf: 57 });
  });

  it("names a report outside the accredited scope by its report number, and says so", async () => {
    await createReport(
      db,
      record(70, {
        accredited: false,
        ulr: "",
        reportNumber: "met/nc/2026/70",
        customer: "Outside the scope",
      }),
      { by: "test", issues: true },
    );
    const row = (await list({ q: "nc/2026/70" })).rows[0]!;
    expect(row).toMatchObject({ reference: "MET/NC/2026/70", accredited: false });
    expect((await list({})).rows[0]).toMatchObject({
      accredited: false,
      reportNumber: "met/nc/2026/70",
    });
  });

  it("finds a ULR by its start on the ULR's unique index, with or without ULR-", async () => {
    const ulr = formatUlr({ kind: "test-report", year: 2026, running: 42, scope: "F" });
    expect(
      (await list({ q: `ULR-${ulr.slice(0, -1).toLowerCase()}` })).rows.map((r) => r.reference),
    ).toEqual([ulr]);
    expect((await list({ q: ulr.slice(0, -2) })).total).toBe(10); // …40F to …49F
    expect(await registerQueryPlan(db, { q: "ULR-TC11482" })).toMatch(
      /USING INDEX sqlite_autoindex_reports_1/,
    );
  });

  it("finds a report number by its start and a customer by any part, wildcards taken literally", async () => {
    expect((await list({ q: "MET/TR/2026/3" })).total).toBe(11); // 3 and 30 to 39
    expect((await list({ q: "customer 12 " })).rows.map((r) => r.reportNumber)).toEqual([
      "MET/TR/2026/12",
    ]);
    expect((await list({ q: "100%_" })).total).toBe(60);
    expect((await list({ q: "%" })).total).toBe(60);
    expect((await list({ q: "0%d" })).total).toBe(0);
  });

  it("searches report numbers and customers through the trigram index, in any script, quotes and all", async () => {
    await createReport(db, record(61, { customer: 'Bhopal Vidyut "Kendra" विद्युत निगम' }), "test");
    expect(await registerQueryPlan(db, { q: "Vidyut" })).toMatch(
      /VIRTUAL TABLE INDEX .*report_search|report_search VIRTUAL TABLE/,
    );
    const found = async (q: string) => (await list({ q })).rows.map((r) => r.reportNumber);
    expect(await found("vidyut")).toEqual(["MET/TR/2026/61"]);
    expect(await found('"kendra"')).toEqual(["MET/TR/2026/61"]);
    expect(await found("विद्युत")).toEqual(["MET/TR/2026/61"]);
    expect(await found("2026/61")).toEqual(["MET/TR/2026/61"]);
    expect(await found("61")).toEqual(["MET/TR/2026/61"]); // two characters: read row by row
  });
});

describe("the register's filter from the address", () => {
  const read = (query: string) => registerFilterFromQuery(new URLSearchParams(query));
  it("reads what it can use", async () => {
    expect(read("q=+Narmada++Cables+&status=issued&kind=test-report&page=2")).toEqual({
      ok: true,
      filter: { q: "Narmada Cables", status: "issued", kind: "test-report", page: 2 },
    });
    expect(read("status=awaiting-authorisation&pdf=missing&select=all")).toEqual({
      ok: true,
      filter: { status: "awaiting-authorisation", pdf: "missing", page: 1 },
      selectAll: true,
    });
    expect(read("")).toEqual({ ok: true, filter: { page: 1 } });
  });
  it("names each value it cannot use", () => {
    expect(read("page=0&status=lost&kind=report&pdf=yes&select=some")).toEqual({
      ok: false,
      wrong: ["page", "status", "kind", "pdf", "select"],
    });
    expect(read("page=1e3")).toEqual({ ok: false, wrong: ["page"] });
  });
});
