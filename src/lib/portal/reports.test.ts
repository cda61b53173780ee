// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { PortalReportEntry } from "@/components/portal/PortalReports";
import { saveOrganisation } from "@/lib/customers/organisations";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { supersedeReport as supersedeReportIn } from "@/lib/reports/register";
import { calibrationCertificates } from "../../../tests/fixtures/reportRecords";
import { attachAsLab } from "../../../tests/fixtures/reportPdfs";
import { portalInstruments } from "./instruments";
import { portalReport, portalReports } from "./reports";
import { zipStream } from "./zip";
import { zipChoice } from "./zipRequest";
import { onDb } from "../../../tests/fixtures/onDb";

const supersedeReport = onDb(supersedeReportIn);

/**
 * Which reports an address sees, from the reports' side: on My reports, on My instruments
 * and in the zip of PDFs, each report (a calibration certificate with its PDF) named by its
 * serial number. The PDF of each says its serial number, so the zip's entries name them too.
 */

const dir = mkdtempSync(join(tmpdir(), "portal-reports-"));
const files = diskFileStore(join(dir, "files"));
const db = openDatabase(join(dir, "portal.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const TODAY = "2026-11-27";
const make = calibrationCertificates(db, 700, "nobody@nowhere.example");
const certificate = async (serialNumber: string, customerEmail: string) => {
  const report = await make({ serialNumber, customerEmail, issueDate: "2026-06-01" });
  await attachAsLab(db, files, report, new TextEncoder().encode(`%PDF-1.4 ${serialNumber}`), "x");
  return report;
};

/** What the address sees: My reports, My instruments, and the zip of all its reports. */
async function seen(email: string) {
  const list = await withStore(db, () => portalReports(email, { page: 1 }));
  const instruments = (await withStore(db, () => portalInstruments(email, TODAY))).map(
    (i) => i.serialNumber,
  );
  const form = new FormData();
  form.set("select", "all");
  const choice = await withStore(db, () => zipChoice(email, form, files));
  let zip: string[] = [];
  if (choice.ok) {
    const bytes = new Uint8Array(await new Response(zipStream(choice.files)).arrayBuffer());
    zip = Object.values(unzipSync(bytes)).map((pdf) =>
      new TextDecoder().decode(pdf).replace("%PDF-1.4 ", ""),
    );
  }
  return {
    reports: list.rows.map((r) => r.serialNumber).sort(),
    total: list.total,
    instruments: instruments.sort(),
    zip: zip.sort(),
  };
}

const sees = (serials: string[]) => ({
  reports: serials,
  total: serials.length,
  instruments: serials,
  zip: serials,
});

/** A zip of the chosen references (the list's checkboxes). */
async function chosenZip(email: string, references: string[]) {
  const form = new FormData();
  for (const reference of references) form.append("id", reference);
  const choice = await withStore(db, () => zipChoice(email, form, files));
  return choice.ok ? choice.files.map((f) => f.name) : choice.problem;
}

describe("an organisation's whole domain, from its reports' side", async () => {
  await certificate("GRID-1", "engineer@grid.example");
  const evil = await certificate("EVIL-1", "x@evilgrid.example");
  const sub = await certificate("SUB-1", "x@sub.grid.example");
  const suffix = await certificate("SUFFIX-1", "x@grid.example.evil");
  await withStore(db, () =>
    saveOrganisation({ name: "Grid", addresses: "@grid.example" }, "clerk@lab.example"),
  );

  it("its addresses see the reports of addresses in that domain, and none whose domain only looks like it", async () => {
    expect(await seen("newcomer@grid.example")).toEqual(sees(["GRID-1"]));
    expect(await seen("engineer@grid.example")).toEqual(sees(["GRID-1"]));
    expect(
      await chosenZip("newcomer@grid.example", [evil.reference, sub.reference, suffix.reference]),
    ).toBe("none");
  });

  it("a look-alike address sees its own report only", async () => {
    expect(await seen("x@evilgrid.example")).toEqual(sees(["EVIL-1"]));
    expect(await seen("x@sub.grid.example")).toEqual(sees(["SUB-1"]));
    expect(await seen("x@grid.example.evil")).toEqual(sees(["SUFFIX-1"]));
  });
});

describe("two organisations that list their addresses one by one", async () => {
  const a1 = await certificate("ALPHA-1", "qa@alpha.example");
  await certificate("ALPHA-2", "stores@alpha-works.example");
  const b1 = await certificate("BETA-1", "buyer@beta.example");
  await certificate("BETA-2", "lab@beta-works.example");
  await withStore(db, () =>
    saveOrganisation(
      { name: "Alpha", addresses: "qa@alpha.example, stores@alpha-works.example" },
      "clerk@lab.example",
    ),
  );
  await withStore(db, () =>
    saveOrganisation(
      { name: "Beta", addresses: "buyer@beta.example\nlab@beta-works.example" },
      "clerk@lab.example",
    ),
  );

  it("each of their addresses sees its own organisation's reports, instruments and PDFs only", async () => {
    expect(await seen("qa@alpha.example")).toEqual(sees(["ALPHA-1", "ALPHA-2"]));
    expect(await seen("stores@alpha-works.example")).toEqual(sees(["ALPHA-1", "ALPHA-2"]));
    expect(await seen("buyer@beta.example")).toEqual(sees(["BETA-1", "BETA-2"]));
    expect(await seen("lab@beta-works.example")).toEqual(sees(["BETA-1", "BETA-2"]));
  });

  it("a report of the other organisation is not found by its reference, nor zipped", async () => {
    expect(
      await withStore(db, () => portalReport("qa@alpha.example", b1.reference)),
    ).toBeUndefined();
    expect(
      await withStore(db, () => portalReport("buyer@beta.example", a1.reference)),
    ).toBeUndefined();
    expect(await chosenZip("qa@alpha.example", [b1.reference])).toBe("none");
    expect(await chosenZip("buyer@beta.example", [a1.reference, b1.reference])).toEqual([
      `ULR-${b1.reference}.pdf`,
    ]);
  });
});

describe("a superseded report's replacement", async () => {
  const old = await certificate("REPL-1", "solo@one.example");
  const theirs = await certificate("REPL-2", "other@two.example");
  await supersedeReport(db, old.reference, theirs.reference, "quality@lab.example");

  it("is named but not linked when it is another customer's", async () => {
    const listed = (await withStore(db, () => portalReports("solo@one.example", { page: 1 }))).rows;
    expect(listed.map((r) => [r.serialNumber, r.status])).toEqual([["REPL-1", "superseded"]]);
    expect(listed[0]!.replacement).toBeUndefined();
    expect(listed[0]!.supersededBy).toBe(theirs.reference);
    expect(
      (await withStore(db, () => portalReport("solo@one.example", old.reference)))?.replacement,
    ).toBeUndefined();
    const html = renderToStaticMarkup(createElement(PortalReportEntry, { report: listed[0]! }));
    expect(html).toMatch(new RegExp(`Replaced by (ULR-)?${theirs.reference}`));
    expect(html).not.toContain(`/portal/report?id=${theirs.reference}`);
    expect(
      await withStore(db, () => portalReport("solo@one.example", theirs.reference)),
    ).toBeUndefined();
  });

  it("is linked for the customer it was issued to as well", async () => {
    await certificate("REPL-3", "other@two.example");
    const again = await certificate("REPL-4", "other@two.example");
    const older = (
      await withStore(db, () => portalReports("other@two.example", { page: 1 }))
    ).rows.find((r) => r.serialNumber === "REPL-3")!;
    await supersedeReport(db, older.reference, again.reference, "quality@lab.example");
    const shown = (await withStore(db, () => portalReport("other@two.example", older.reference)))!;
    expect(shown.replacement?.reference).toBe(again.reference);
    expect(renderToStaticMarkup(createElement(PortalReportEntry, { report: shown }))).toContain(
      `href="/portal/report?id=${again.reference}"`,
    );
  });
});
