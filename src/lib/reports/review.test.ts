// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { currentStore, withStore } from "@/lib/db/store";
import { openDatabase } from "@/lib/db/connection";
import { makePdf } from "../../../tests/fixtures/documents";
import {
  attachPdf as attachPdfIn,
  createReport as createReportIn,
  lookupReport as lookupReportIn,
  reportByReference as reportByReferenceIn,
  withdrawReport as withdrawReportIn,
} from "./register";
import {
  amendmentsOf as amendmentsOfIn,
  amendReport as amendReportIn,
  authoriseReport as authoriseReportIn,
  editAwaitingReport as editAwaitingReportIn,
} from "./review";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { onDb } from "../../../tests/fixtures/onDb";

const attachPdf = onDb(attachPdfIn);
const createReport = onDb(createReportIn);
const lookupReport = onDb(lookupReportIn);
const reportByReference = onDb(reportByReferenceIn);
const withdrawReport = onDb(withdrawReportIn);
const amendmentsOf = onDb(amendmentsOfIn);
const amendReport = onDb(amendReportIn);
const authoriseReport = onDb(authoriseReportIn);
const editAwaitingReport = onDb(editAwaitingReportIn);

const db = openDatabase(":memory:");
const filesDir = mkdtempSync(join(tmpdir(), "review-"));
const files = diskFileStore(filesDir);
afterAll(() => {
  db.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Its final PDF attached, as a signatory needs before authorising it. */
const withPdf = (reference: string) =>
  attachPdf(db, files, reference, makePdf(reference), "asha@lab.example");

const record = reportRecords(100);

const verma = { email: "verma@lab.example", name: "R. K. Verma", designation: "Technical Manager" };
const asha = "asha@lab.example";

describe("four eyes: a report registered on the desk is public only once another signatory authorises it", () => {
  it("waits for authorisation; its registrant cannot authorise it; another signatory can, once", async () => {
    const report = await createReport(db, record(), asha);
    expect(report).toMatchObject({
      status: "awaiting-authorisation",
      authorisedAt: null,
      signatory: "",
    });
    await expect(
      authoriseReport(db, report.reference, { ...verma, email: "Asha@Lab.example" }),
    ).rejects.toThrow(/other than the person who registered it/);
    await expect(authoriseReport(db, report.reference, { ...verma, name: " " })).rejects.toThrow(
      /no name to sign with/,
    );
    await withPdf(report.reference);
    const authorised = await authoriseReport(db, report.reference, verma);
    expect(authorised).toMatchObject({
      status: "issued",
      authorisedBy: "verma@lab.example",
      signatory: "R. K. Verma",
      signatoryDesignation: "Technical Manager",
    });
    await expect(authoriseReport(db, report.reference, verma)).rejects.toThrow(
      expect.objectContaining({ status: 409 }),
    );
    const audit = await withStore(db, () =>
      currentStore().selectFrom("desk_audit").select(["who", "action"]).orderBy("id").execute(),
    );
    expect(audit).toContainEqual({ who: "verma@lab.example", action: "report authorised" });
  });

  it("a LIMS token scoped to issue issues at once and must name the signatory", async () => {
    await expect(createReport(db, record(), { by: "api:lims", issues: true })).rejects.toThrow(
      /signatory/,
    );
    const issued = await createReport(db, record({ signatory: "S. Joshi" }), {
      by: "api:lims",
      issues: true,
    });
    expect(issued).toMatchObject({ status: "issued", authorisedBy: "api:lims" });
  });
});

describe("corrections on the record (ISO/IEC 17025 7.8.8)", () => {
  it("before authorisation the details change freely, with no amendment kept", async () => {
    const report = await createReport(db, record(), asha);
    const changes = await editAwaitingReport(
      db,
      report.reference,
      { customer: "Narmada Cables Ltd" },
      asha,
    );
    expect(changes).toEqual([
      { field: "customer", from: "Narmada Cables Pvt Ltd", to: "Narmada Cables Ltd" },
    ]);
    expect((await reportByReference(db, report.reference))?.customer).toBe("Narmada Cables Ltd");
    expect(await amendmentsOf(db, report.id)).toEqual([]);
    expect(
      await editAwaitingReport(db, report.reference, { customer: "Narmada Cables Ltd" }, asha),
    ).toEqual([]);
  });

  it("after authorisation only an amendment with a reason changes them, and every earlier value stays", async () => {
    const report = await createReport(db, record({ serialNumber: "DRUM-2291" }), asha);
    await withPdf(report.reference);
    await authoriseReport(db, report.reference, verma);
    await expect(
      editAwaitingReport(db, report.reference, { serialNumber: "X" }, asha),
    ).rejects.toThrow(expect.objectContaining({ status: 409 }));
    await expect(
      amendReport(db, report.reference, { serialNumber: "DRUM-2219" }, " ", verma.email),
    ).rejects.toThrow(/reason/);
    await expect(
      amendReport(db, report.reference, { serialNumber: "DRUM-2291" }, "Typo", verma.email),
    ).rejects.toThrow(/Nothing was changed/);
    await expect(
      amendReport(db, report.reference, { issueDate: "2026-02-30" }, "Typo", verma.email),
    ).rejects.toThrow(/calendar/);
    await amendReport(
      db,
      report.reference,
      { serialNumber: "DRUM-2219" },
      "Serial number typed wrongly",
      verma.email,
    );
    await amendReport(
      db,
      report.reference,
      { serialNumber: "DRUM-2291A", customer: "Narmada Cables Ltd" },
      "Drum relabelled\nby the customer",
      verma.email,
    );
    expect(await reportByReference(db, report.reference)).toMatchObject({
      serialNumber: "DRUM-2291A",
      customer: "Narmada Cables Ltd",
      status: "issued",
    });
    const [latest, first] = await amendmentsOf(db, report.id);
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
    await withdrawReport(db, report.reference, "Replaced", verma.email);
    await expect(
      amendReport(db, report.reference, { customer: "Other" }, "Late", verma.email),
    ).rejects.toThrow(expect.objectContaining({ status: 409 }));
  });
});

describe("reports outside the accredited scope", () => {
  it("have no ULR, are named by their report number, and are looked up by it with the code", async () => {
    await expect(createReport(db, record({ accredited: "no" }), asha)).rejects.toThrow(
      /has no ULR/,
    );
    await expect(createReport(db, record({ ulr: "" }), asha)).rejects.toThrow(
      /Required for an accredited/,
    );
    const report = await createReport(
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
    expect(await lookupReport(db, " met/tr/2026/n-17 ", report.code)).toMatchObject({
      found: true,
    });
    expect(await lookupReport(db, "MET/TR/2026/N-17", "")).toEqual({ found: false });
    await expect(
      createReport(
        db,
        record({ accredited: "no", ulr: "", reportNumber: "met/tr/2026/N-17" }),
        asha,
      ),
    ).rejects.toThrow(/already in the register/);
    // The report number is its name: an amendment cannot change it.
    await expect(
      amendReport(db, report.reference, { reportNumber: "MET/TR/2026/N-18" }, "Typo", verma.email),
    ).rejects.toThrow(/cannot change/);
  });
});
