// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { makePdf } from "../../../tests/fixtures/documents";
import {
  attachPdf,
  createReport,
  lookupReport,
  reportByReference,
  withdrawReport,
} from "./register";
import { amendmentsOf, amendReport, authoriseReport, editAwaitingReport } from "./review";
import { reportRecords } from "../../../tests/fixtures/reportRecords";

const db = openDatabase(":memory:");
const files = mkdtempSync(join(tmpdir(), "review-"));
afterAll(() => {
  db.close();
  rmSync(files, { recursive: true, force: true });
});

/** Its final PDF attached, as a signatory needs before authorising it. */
const withPdf = (reference: string) =>
  attachPdf(db, files, reference, makePdf(reference), "asha@lab.example");

const record = reportRecords(100);

const verma = { email: "verma@lab.example", name: "R. K. Verma", designation: "Technical Manager" };
const asha = "asha@lab.example";

describe("four eyes: a report registered on the desk is public only once another signatory authorises it", () => {
  it("waits for authorisation; its registrant cannot authorise it; another signatory can, once", () => {
    const report = createReport(db, record(), asha);
    expect(report).toMatchObject({
      status: "awaiting-authorisation",
      authorisedAt: null,
      signatory: "",
    });
    expect(() =>
      authoriseReport(db, report.reference, { ...verma, email: "Asha@Lab.example" }),
    ).toThrow(/other than the person who registered it/);
    expect(() => authoriseReport(db, report.reference, { ...verma, name: " " })).toThrow(
      /no name to sign with/,
    );
    withPdf(report.reference);
    const authorised = authoriseReport(db, report.reference, verma);
    expect(authorised).toMatchObject({
      status: "issued",
      authorisedBy: "verma@lab.example",
      signatory: "R. K. Verma",
      signatoryDesignation: "Technical Manager",
    });
    expect(() => authoriseReport(db, report.reference, verma)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    const audit = db.prepare("SELECT who, action FROM desk_audit ORDER BY id").all();
    expect(audit).toContainEqual({ who: "verma@lab.example", action: "report authorised" });
  });

  it("a LIMS token scoped to issue issues at once and must name the signatory", () => {
    expect(() => createReport(db, record(), { by: "api:lims", issues: true })).toThrow(/signatory/);
    const issued = createReport(db, record({ signatory: "S. Joshi" }), {
      by: "api:lims",
      issues: true,
    });
    expect(issued).toMatchObject({ status: "issued", authorisedBy: "api:lims" });
  });
});

describe("corrections on the record (ISO/IEC 17025 7.8.8)", () => {
  it("before authorisation the details change freely, with no amendment kept", () => {
    const report = createReport(db, record(), asha);
    const changes = editAwaitingReport(
      db,
      report.reference,
      { customer: "Narmada Cables Ltd" },
      asha,
    );
    expect(changes).toEqual([
      { field: "customer", from: "Narmada Cables Pvt Ltd", to: "Narmada Cables Ltd" },
    ]);
    expect(reportByReference(db, report.reference)?.customer).toBe("Narmada Cables Ltd");
    expect(amendmentsOf(db, report.id)).toEqual([]);
    expect(
      editAwaitingReport(db, report.reference, { customer: "Narmada Cables Ltd" }, asha),
    ).toEqual([]);
  });

  it("after authorisation only an amendment with a reason changes them, and every earlier value stays", () => {
    const report = createReport(db, record({ serialNumber: "DRUM-2291" }), asha);
    withPdf(report.reference);
    authoriseReport(db, report.reference, verma);
    expect(() => editAwaitingReport(db, report.reference, { serialNumber: "X" }, asha)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() =>
      amendReport(db, report.reference, { serialNumber: "DRUM-2219" }, " ", verma.email),
    ).toThrow(/reason/);
    expect(() =>
      amendReport(db, report.reference, { serialNumber: "DRUM-2291" }, "Typo", verma.email),
    ).toThrow(/Nothing was changed/);
    expect(() =>
      amendReport(db, report.reference, { issueDate: "2026-02-30" }, "Typo", verma.email),
    ).toThrow(/calendar/);
    amendReport(
      db,
      report.reference,
      { serialNumber: "DRUM-2219" },
      "Serial number typed wrongly",
      verma.email,
    );
    amendReport(
      db,
      report.reference,
      { serialNumber: "DRUM-2291A", customer: "Narmada Cables Ltd" },
      "Drum relabelled\nby the customer",
      verma.email,
    );
    expect(reportByReference(db, report.reference)).toMatchObject({
      serialNumber: "DRUM-2291A",
      customer: "Narmada Cables Ltd",
      status: "issued",
    });
    const [latest, first] = amendmentsOf(db, report.id);
    expect(latest).toMatchObject({
      reason: "Drum relabelled by the customer",
      changes: [
        { field: "customer", from: "Narmada Cables Pvt Ltd", to: "Narmada Cables Ltd" },
        { field: "serialNumber", from: "DRUM-2219", to: "DRUM-2291A" },
      ],
    });
    expect(first).toMatchObject({
      by: verma.email,
      changes: [{ field: "serialNumber", from: "DRUM-2291", to: "DRUM-2219" }],
    });
    withdrawReport(db, report.reference, "Replaced", verma.email);
    expect(() =>
      amendReport(db, report.reference, { customer: "Other" }, "Late", verma.email),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });
});

describe("reports outside the accredited scope", () => {
  it("have no ULR, are named by their report number, and are looked up by it with the code", () => {
    expect(() => createReport(db, record({ accredited: "no" }), asha)).toThrow(/has no ULR/);
    expect(() => createReport(db, record({ ulr: "" }), asha)).toThrow(/Required for an accredited/);
    const report = createReport(
      db,
      record({
        accredited: "no",
        ulr: "",
        reportNumber: "MET/TR/2026/n-17",
        signatory: "S. Joshi",
      }),
      { by: "api:lims", issues: true },
    );
    expect(report).toMatchObject({
      accredited: false,
      ulr: null,
      reference: "MET/TR/2026/N-17",
      status: "issued",
    });
    expect(lookupReport(db, " met/tr/2026/n-17 ", report.code)).toMatchObject({ found: true });
    expect(lookupReport(db, "MET/TR/2026/N-17", "")).toEqual({ found: false });
    expect(() =>
      createReport(
        db,
        record({ accredited: "no", ulr: "", reportNumber: "met/tr/2026/N-17" }),
        asha,
      ),
    ).toThrow(/already in the register/);
    // The report number is its name: an amendment cannot change it.
    expect(() =>
      amendReport(db, report.reference, { reportNumber: "MET/TR/2026/N-18" }, "Typo", verma.email),
    ).toThrow(/cannot change/);
  });
});
