// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { currentStore, withStore } from "@/lib/db/store";
import { verify } from "@/content/reports";
import { todayInKolkata } from "@/lib/clock";
import { openDatabase } from "@/lib/db/connection";
import { formatLongDateIN } from "@/lib/format";
import { pdfCheckAnswer as pdfCheckAnswerIn, reportView as reportViewIn } from "./publicView";
import {
  attachPdf as attachPdfIn,
  createReport as createReportIn,
  reportByReference as reportByReferenceIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "./register";
import { amendReport as amendReportIn } from "./review";
import { amendPdf as amendPdfIn } from "./pdfAmendment";
import type { ReportInput } from "./schema";
import { createHash } from "node:crypto";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { reportFacts } from "./verdict";
import { formatUlr } from "./ulr";
import { onDb } from "../../../tests/fixtures/onDb";

const pdfCheckAnswer = onDb(pdfCheckAnswerIn);
const reportView = onDb(reportViewIn);
const attachPdf = onDb(attachPdfIn);
const createReport = onDb(createReportIn);
const reportByReference = onDb(reportByReferenceIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);
const amendReport = onDb(amendReportIn);
const amendPdf = onDb(amendPdfIn);

const dir = mkdtempSync(join(tmpdir(), "public-view-"));
const db = openDatabase(join(dir, "leads.sqlite"));
const files = diskFileStore(join(dir, "reports"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const draft = reportRecords(100);
const record = (extra: Partial<ReportInput> = {}): ReportInput =>
  draft({ signatory: "R. K. Verma", ...extra });
const issue = (extra: Partial<ReportInput> = {}) =>
  createReport(db, record(extra), { by: "lims", issues: true });
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
/** Issued with its final PDF, as a token scoped to issue sends it. */
const issueWith = (bytes: Uint8Array) =>
  createReport(db, record(), { by: "lims", issues: true, pdf: { files, bytes } });
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const today = () => formatLongDateIN(todayInKolkata());

describe("the public verdicts", () => {
  it("a report awaiting authorisation is 'Not issued yet', never authentic", async () => {
    const report = await createReport(db, record(), "desk@lab.example");
    expect((await reportView(db, report)).verdict).toMatchObject({
      tone: "awaiting",
      headline: verify.status.awaiting,
    });
  });

  it("an amended report stays authentic and lists its amendments newest first, fields in words", async () => {
    const report = await issue({ customer: "Old Ltd" });
    await amendReport(db, report.reference, { customer: "New Ltd" }, "Renamed", "desk");
    await amendReport(
      db,
      report.reference,
      { dueDate: "", issueDate: "2026-11-19" },
      "Date",
      "desk",
    );
    const view = await reportView(db, (await reportByReference(db, report.reference))!);
    expect(view.verdict.tone).toBe("authentic");
    expect(view.amendments).toEqual([
      {
        heading: verify.amendments.heading(today(), "Date"),
        changes: [verify.amendments.change("Issue date", "20 November 2026", "19 November 2026")],
      },
      {
        heading: verify.amendments.heading(today(), "Renamed"),
        changes: [verify.amendments.change("Customer", "Old Ltd", "New Ltd")],
      },
    ]);
  });

  it("a report outside the scope is named by its report number and has no ULR row", async () => {
    const report = await issue({ accredited: false, ulr: "", reportNumber: "met/gen/7" });
    const labels = reportFacts(report).map((r) => r.label);
    expect(labels).not.toContain(verify.details.ulr);
    expect(reportFacts(report)).toContainEqual({
      label: verify.details.reportNumber,
      value: "met/gen/7",
    });
    // Superseded by it: named by its report number, not "ULR-MET/GEN/7".
    const old = await issue();
    await supersedeReport(db, old.reference, report.reference, "desk");
    expect(
      (await reportView(db, (await reportByReference(db, old.reference))!)).verdict.headline,
    ).toBe(verify.status.superseded("met/gen/7"));
  });
});

describe("a superseded certificate past its due date", () => {
  let running = 700;
  /** A calibration certificate issued in 2025, due again on 30 September 2026. */
  const overdue = () => ({
    ulr: formatUlr({ kind: "calibration-certificate", year: 2025, running: running++, scope: "F" }),
    kind: "calibration-certificate" as const,
    issueDate: "2025-10-01",
    dueDate: "2026-09-30",
  });

  it("points to the newer report's page, names it, and says nothing of recalibration", async () => {
    const old = await issue(overdue());
    const newer = await issue(overdue());
    await supersedeReport(db, old.reference, newer.reference, "desk");
    const view = await reportView(db, (await reportByReference(db, old.reference))!);
    if (!view.public) throw new Error("an authorised report is public");
    const name = `ULR-${newer.reference}`;
    expect(view.verdict).toEqual({
      tone: "superseded",
      headline: verify.status.superseded(name),
      help: verify.status.supersededHelp(name),
    });
    expect(view.supersededBy).toEqual({ name, url: `/verify/${newer.token}` });
    // The newer certificate, in force and itself past its due date, does say so.
    expect((await reportView(db, newer)).verdict.warning).toContain(verify.status.duePassed);
  });

  it("replaced by a report that is not public: no link, no name, still no recalibration", async () => {
    const old = await issue(overdue());
    const newer = await issue(overdue());
    await supersedeReport(db, old.reference, newer.reference, "desk");
    // Not reachable through the register's own actions (it supersedes only by an issued
    // report); the page must still not lead to a report that is not public.
    await withStore(db, () =>
      currentStore()
        .updateTable("reports")
        .set({ authorised_at: null })
        .where("id", "=", newer.id)
        .execute(),
    );
    const view = await reportView(db, (await reportByReference(db, old.reference))!);
    if (!view.public) throw new Error("an authorised report is public");
    expect(view.verdict).toEqual({
      tone: "superseded",
      headline: verify.status.supersededUnnamed,
      help: verify.status.supersededUnnamedHelp,
    });
    expect(view.supersededBy).toBeUndefined();
  });

  it("withdrawn: the withdrawal and not to rely on it, no recalibration", async () => {
    const old = await issue(overdue());
    await withdrawReport(db, old.reference, "Wrong range", "desk");
    const view = await reportView(db, (await reportByReference(db, old.reference))!);
    expect(view.verdict).toEqual({
      tone: "withdrawn",
      headline: verify.status.withdrawn(today(), "Wrong range"),
      help: verify.status.withdrawnHelp,
    });
  });
});

describe("the PDF check", () => {
  it("answers each status of the file's record, with the words to show", async () => {
    const v1 = pdf("one");
    const v2 = pdf("two");
    const current = await issueWith(v1);
    // After authorisation a new PDF is a signatory's amendment.
    await amendPdf(db, files, current.reference, v2, {
      by: "lims",
      signer: { name: "R. K. Verma", designation: "" },
      reason: "Corrected",
    });
    expect(await pdfCheckAnswer(db, sha(v2))).toMatchObject({ verdict: "authentic", match: true });
    expect(await pdfCheckAnswer(db, sha(v1))).toMatchObject({ verdict: "older", current: false });

    const gonePdf = pdf("gone");
    const gone = await issueWith(gonePdf);
    await withdrawReport(db, gone.reference, "Wrong standard", "t");
    expect(await pdfCheckAnswer(db, sha(gonePdf))).toMatchObject({
      verdict: "withdrawn",
      message: verify.check.withdrawn(`ULR-${gone.reference}`, today()),
      detail: verify.check.withdrawnReason("Wrong standard"),
    });

    const draft = await createReport(db, record(), "desk@lab.example");
    const draftPdf = pdf("draft");
    await attachPdf(db, files, draft.reference, draftPdf, "t");
    expect(await pdfCheckAnswer(db, sha(draftPdf))).toEqual({
      verdict: "awaiting",
      match: false,
      message: verify.check.awaiting(`ULR-${draft.reference}`),
    });
    expect(await pdfCheckAnswer(db, "0".repeat(64))).toEqual({
      verdict: "missing",
      match: false,
      message: verify.check.noMatch,
    });
  });
});
