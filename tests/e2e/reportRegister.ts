import { randomInt } from "node:crypto";
import { join } from "node:path";
import { createReport, supersedeReport, withdrawReport, type Report } from "@/lib/reports/register";
import type { ReportInput } from "@/lib/reports/schema";
import { amendReport, type AmendableField } from "@/lib/reports/review";
import { formatUlr } from "@/lib/reports/ulr";
import { makePdf } from "../fixtures/documents";
import { attachAsLab } from "../fixtures/reportPdfs";
import { startServer, type OwnServer } from "./ownServer";
import { dataDirOf, openRecord } from "./record";

/**
 * The verification pages' tests run on a server of their own (its lookups are
 * rate-limited per client, TRUST_PROXY_HOPS=1 so each test can be a client of
 * its own), with reports put in the register as the desk puts them.
 */

export async function verifyServer(): Promise<OwnServer> {
  return startServer({ TRUST_PROXY_HOPS: "1" });
}

/** A client address of the test's own, for X-Forwarded-For. */
/**
 * A client address of its own: one of 16 million (10.0.0.0/8), so two tests' clients never
 * share a throttle's count (one of 254 did: a flood test met another test's client there).
 */
export const someClient = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * Running numbers for this process's reports: a block of 1,000 of its own, drawn from
 * 99,999, used from its top down. Every spec process shares the suite's register, and the
 * desk's form suggests the highest ULR + 1: counting up, that suggestion was this process's
 * next number, and counting from one random start two processes' runs could overlap.
 */
let running = randomInt(1, 99_999) * 1000 + 999;

export const record = (extra: Partial<ReportInput> = {}): ReportInput => ({
  ulr: formatUlr({ kind: "test-report", year: 2026, running: running--, scope: "F" }),
  reportNumber: `MET/TR/2026/${running}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer: "Narmada Cables Pvt Ltd, Pithampur",
  itemDescription: "XLPE power cable, 3C x 300 sq mm, 11 kV",
  make: "Narmada",
  model: "NX-300",
  serialNumber: "DRUM-2291",
  standard: "IS 7098 (Part 2): 2011",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma, Technical Manager",
  ...extra,
});

/** A report outside the accredited scope: no ULR, named by its report number. */
export const unaccredited = (extra: Partial<ReportInput> = {}): Partial<ReportInput> => ({
  accredited: false,
  ulr: "",
  reportNumber: `MET/GEN/2026/${running--}`,
  ...extra,
});

/** Works on the server's register as the desk does; answers what it made. */
export function register(server: OwnServer) {
  const db = openRecord(server.dbPath);
  const files = join(dataDirOf(server.dbPath), "reports");
  return {
    /** An issued report (registered and authorised at once, as an issuing LIMS token does). */
    create: (extra: Partial<ReportInput> = {}): Promise<Report> =>
      db.within(() => createReport(record(extra), { by: "test", issues: true })),
    /** A report registered on the desk and not authorised yet: not public. */
    createAwaiting: (extra: Partial<ReportInput> = {}): Promise<Report> =>
      db.within(() => createReport(record(extra), { by: "test" })),
    /** A correction of an issued report, with its reason (kept in report_amendments). */
    amend: (report: Report, input: Partial<Record<AmendableField, string>>, reason: string) =>
      db.within(() => amendReport(report.reference, input, reason, "test")),
    attach: async (report: Report, text: string) => {
      const bytes = makePdf(text);
      await attachAsLab(db.store, files, report, bytes);
      return bytes;
    },
    withdraw: (report: Report, reason: string) =>
      db.within(() => withdrawReport(report.reference, reason, "test")),
    supersede: (old: Report, newer: Report) =>
      db.within(() => supersedeReport(old.reference, newer.reference, "test")),
    checks: async (report: Report) =>
      Number(
        (
          await db.store
            .selectFrom("reports")
            .select("checks")
            .where("id", "=", report.id)
            .executeTakeFirstOrThrow()
        ).checks,
      ),
    close: () => db.close(),
  };
}
