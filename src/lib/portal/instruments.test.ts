// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import {
  createReport as createReportIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "@/lib/reports/register";
import { calibrationCertificates, reportRecords } from "../../../tests/fixtures/reportRecords";
import {
  addDays,
  filterInstruments,
  instrumentFilterFromQuery,
  portalInstrument,
  portalInstruments,
  standingOf,
} from "./instruments";
import { onDb } from "../../../tests/fixtures/onDb";

const createReport = onDb(createReportIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);

const db = openDatabase(":memory:");
afterAll(() => db.close());

const TODAY = "2026-11-27";
const next = reportRecords(500);
const certificate = calibrationCertificates(db, 900, "lab@works.example");

describe("a customer's instruments", async () => {
  const old = await certificate({
    serialNumber: "A-1",
    issueDate: "2025-11-01",
    dueDate: "2026-11-01",
  });
  const renewed = await certificate({
    serialNumber: " a-1 ",
    make: "FLUKE",
    issueDate: "2026-11-02",
    dueDate: "2027-11-01",
  });
  const soon = await certificate({
    serialNumber: "B-2",
    issueDate: "2025-12-10",
    dueDate: "2026-12-10",
  });
  const overdue = await certificate({
    serialNumber: "C-3",
    issueDate: "2025-11-20",
    dueDate: "2026-11-20",
  });
  await certificate({
    serialNumber: "D-4",
    customerEmail: "other@rival.example",
    dueDate: "2026-12-01",
  });
  await createReport(
    db,
    next({ serialNumber: "A-1", signatory: "R. K. Verma", customerEmail: "lab@works.example" }),
    {
      by: "lims",
      issues: true,
    },
  );

  it("groups certificates by make, model and serial number, whatever their case and spaces", async () => {
    const list = await withStore(db, () => portalInstruments("lab@works.example", TODAY));
    expect(list.map((i) => i.serialNumber)).toEqual(["a-1", "B-2", "C-3"]);
    const first = list[0]!;
    expect(first.certificates.map((c) => c.reference)).toEqual([renewed.reference, old.reference]);
    expect(first.dueDate).toBe("2027-11-01");
    expect(first.standing).toBe("later");
  });

  it("says which fall due within 30 days and which are overdue, soonest first", async () => {
    const list = await withStore(db, () => portalInstruments("lab@works.example", TODAY));
    expect(filterInstruments(list, "soon").map((i) => i.serialNumber)).toEqual(["B-2"]);
    expect(filterInstruments(list, "overdue").map((i) => i.serialNumber)).toEqual(["C-3"]);
    expect(standingOf("2026-12-27", TODAY)).toBe("soon");
    expect(standingOf("2026-12-28", TODAY)).toBe("later");
    expect(standingOf("", TODAY)).toBe("none");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("takes the due date from the newest certificate still issued", async () => {
    await withdrawReport(db, overdue.reference, "Wrong range on page 2", "quality@lab.example");
    const c3 = (await withStore(db, () => portalInstruments("lab@works.example", TODAY))).find(
      (i) => i.serialNumber === "C-3",
    );
    expect(c3?.standing).toBe("none");
    const again = await certificate({
      serialNumber: "B-2",
      issueDate: "2026-11-25",
      dueDate: "2027-11-25",
    });
    await supersedeReport(db, soon.reference, again.reference, "quality@lab.example");
    const b2 = (await withStore(db, () => portalInstruments("lab@works.example", TODAY))).find(
      (i) => i.serialNumber === "B-2",
    );
    expect(b2?.dueDate).toBe("2027-11-25");
  });

  it("opens one instrument only for an address that may see it", async () => {
    const key = (await withStore(db, () => portalInstruments("lab@works.example", TODAY))).find(
      (i) => i.serialNumber === "a-1",
    )!.key;
    expect(
      (await withStore(db, () => portalInstrument("lab@works.example", key, TODAY)))?.make,
    ).toBe("FLUKE");
    expect(
      await withStore(db, () => portalInstrument("other@rival.example", key, TODAY)),
    ).toBeUndefined();
    expect(
      await withStore(db, () => portalInstrument("lab@works.example", "../../etc", TODAY)),
    ).toBeUndefined();
  });

  it("names a due filter it cannot use", () => {
    expect(instrumentFilterFromQuery(new URLSearchParams("due=soon"))).toEqual({
      ok: true,
      due: "soon",
    });
    expect(instrumentFilterFromQuery(new URLSearchParams("due=later"))).toEqual({
      ok: false,
      wrong: ["due"],
    });
  });
});
