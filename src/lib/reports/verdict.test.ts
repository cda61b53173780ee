import { describe, expect, it } from "vitest";
import { verify } from "@/content/reports";
import { formatLongDateIN } from "@/lib/format";
import type { Report, ReportStatus } from "./register";
import { verdictOf, type Verdict } from "./verdict";

/**
 * What the verification page says first, for every status a report can have
 * and every due date a certificate can have: only a report in force speaks of
 * recalibration; a superseded one points to the report that replaced it, a
 * withdrawn one says it was withdrawn and not to rely on it.
 */

const TODAY = "2026-11-29";
const DUES = {
  "no due date": "",
  "due later": "2027-05-01",
  "due today": TODAY,
  "due date passed": "2026-09-30",
} as const;

const certificate = (status: ReportStatus, dueDate: string, authorised = true): Report => ({
  id: 1,
  reference: "CC390726000012345F",
  ulr: "CC390726000012345F",
  accredited: true,
  token: "A".repeat(24),
  code: "ABCDEFGH",
  reportNumber: "MET/CC/2026/12345",
  kind: "calibration-certificate",
  discipline: "Electro-technical",
  group: "DC and low frequency",
  customer: "Narmada Cables Pvt Ltd",
  itemDescription: "Digital multimeter",
  make: "Fluke",
  model: "87V",
  serialNumber: "F-2291",
  standard: "EURAMET cg-15",
  issueDate: "2025-10-01",
  dueDate,
  signatory: authorised ? "R. K. Verma" : "",
  signatoryDesignation: authorised ? "Technical Manager" : "",
  status,
  withdrawnAt: status === "withdrawn" ? "2026-11-02T06:30:00.000Z" : null,
  withdrawnReason: status === "withdrawn" ? "Wrong range" : null,
  supersededBy: status === "superseded" ? "CC390726000012346F" : null,
  supersedes: null,
  createdAt: "2025-10-01T06:30:00.000Z",
  createdBy: "lims",
  authorisedAt: authorised ? "2025-10-01T07:00:00.000Z" : null,
  authorisedBy: authorised ? "verma@lab.example" : null,
  checks: 0,
});

/** Everything the verdict puts in words. */
const words = (verdict: Verdict) =>
  [verdict.headline, verdict.warning, verdict.help].filter(Boolean).join(" ");
const NEWER = "ULR-CC390726000012346F";
const recalibration = verify.status.duePassedHelp(formatLongDateIN(DUES["due date passed"]));

describe("the verdict, for every status and due date", () => {
  for (const [due, dueDate] of Object.entries(DUES)) {
    const passed = dueDate !== "" && dueDate < TODAY;

    it(`issued, ${due}: authentic; the recalibration warning only once the due date passed`, () => {
      const verdict = verdictOf(certificate("issued", dueDate), TODAY);
      expect(verdict.tone).toBe("authentic");
      expect(verdict.headline).toBe(verify.status.issued);
      expect(verdict.warning).toBe(
        passed ? `${verify.status.duePassed}. ${recalibration}` : undefined,
      );
      expect(verdict.help).toBeUndefined();
    });

    it(`superseded, ${due}: names the newer report and sends the reader to it, never to recalibrate`, () => {
      const verdict = verdictOf(certificate("superseded", dueDate), TODAY, NEWER);
      expect(verdict).toEqual({
        tone: "superseded",
        headline: verify.status.superseded(NEWER),
        help: verify.status.supersededHelp(NEWER),
      });
      expect(words(verdict)).not.toMatch(/recalibrat|due date passed/i);
    });

    it(`superseded by a report not public, ${due}: says so without naming it, never to recalibrate`, () => {
      const verdict = verdictOf(certificate("superseded", dueDate), TODAY);
      expect(verdict).toEqual({
        tone: "superseded",
        headline: verify.status.supersededUnnamed,
        help: verify.status.supersededUnnamedHelp,
      });
      expect(words(verdict)).not.toContain("CC390726000012346F");
    });

    it(`withdrawn, ${due}: the date, the reason and not to rely on it, never to recalibrate`, () => {
      const verdict = verdictOf(certificate("withdrawn", dueDate), TODAY);
      expect(verdict).toEqual({
        tone: "withdrawn",
        headline: verify.status.withdrawn("2 November 2026", "Wrong range"),
        help: verify.status.withdrawnHelp,
      });
      expect(words(verdict)).not.toMatch(/recalibrat|due date passed/i);
    });

    it(`never authorised (awaiting, or withdrawn before it was), ${due}: not issued yet and nothing else`, () => {
      for (const status of ["awaiting-authorisation", "withdrawn"] as const)
        expect(verdictOf(certificate(status, dueDate, false), TODAY)).toEqual({
          tone: "awaiting",
          headline: verify.status.awaiting,
        });
    });
  }

  it("no report: no such report", () => {
    expect(verdictOf(undefined, TODAY)).toEqual({
      tone: "missing",
      headline: verify.status.missing,
    });
  });
});
