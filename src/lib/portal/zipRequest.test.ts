// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { createReport as createReportIn } from "@/lib/reports/register";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { attachAsLab } from "../../../tests/fixtures/reportPdfs";
import { zipChoice } from "./zipRequest";
import { onDb } from "../../../tests/fixtures/onDb";

const createReport = onDb(createReportIn);

/**
 * "Download as zip" takes up to 500 reports (the README says so), chosen or all matching:
 * written here by hand, and tried just either side.
 */

const dir = mkdtempSync(join(tmpdir(), "portal-zip-cap-"));
const files = diskFileStore(join(dir, "files"));
const db = openDatabase(join(dir, "portal.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const EMAIL = "stores@many.example";
const next = reportRecords(20_000);
const pdf = new TextEncoder().encode("%PDF-1.4 one of many");
/** 501 issued reports with their PDFs: 500 issued in 2026, one in 2025. */
const references: string[] = [];
for (let i = 0; i < 501; i++) {
  const report = await createReport(
    db,
    next({
      serialNumber: `M-${i}`,
      issueDate: i === 0 ? "2025-12-31" : "2026-06-01",
      signatory: "R. K. Verma",
      customerEmail: EMAIL,
    }),
    { by: "lims", issues: true },
  );
  await attachAsLab(db, files, report, pdf, "lims");
  references.push(report.reference);
}

const posted = async (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return await withStore(db, () => zipChoice(EMAIL, form, files));
};
const entries = (choice: Awaited<ReturnType<typeof zipChoice>>) =>
  choice.ok ? choice.files.length : choice.problem;

describe("the zip of reports: at most 500", () => {
  it("all matching: 500 are zipped, 501 are too many", async () => {
    expect(entries(await posted([["select", "all"]]))).toBe("too-many");
    expect(
      entries(
        await posted([
          ["select", "all"],
          ["year", "2026"],
        ]),
      ),
    ).toBe(500);
  });

  it("chosen: 500 are zipped, 501 are too many (the same one chosen twice counts once)", async () => {
    const chosen = references.map((r): [string, string] => ["id", r]);
    expect(entries(await posted(chosen))).toBe("too-many");
    expect(entries(await posted(chosen.slice(1)))).toBe(500);
    expect(entries(await posted([...chosen.slice(1), chosen[1]!]))).toBe(500);
  });
});
