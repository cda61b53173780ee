import { certificates } from "./certificates";
import { site } from "./site";

/**
 * The kinds of report the lab issues, and the accreditation each falls under.
 * A ULR (NABL 133) starts with the kind's prefix and the digits of that
 * accreditation certificate's number (TC-11482 -> "TC11482").
 */
export const REPORT_KINDS = ["test-report", "calibration-certificate"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const certificateNumbered = (number: string) => {
  const found = certificates.find((c) => c.number === number);
  if (!found) throw new Error(`No certificate ${number} in content/certificates.ts`);
  return found;
};

export const reportKinds: Record<
  ReportKind,
  { name: string; prefix: "TC" | "CC"; accreditation: ReturnType<typeof certificateNumbered> }
> = {
  "test-report": {
    name: "Test report",
    prefix: "TC",
    accreditation: certificateNumbered("TC-11482"),
  },
  "calibration-certificate": {
    name: "Calibration certificate",
    prefix: "CC",
    accreditation: certificateNumbered("CC-3907"),
  },
};

/** Where NABL publishes a laboratory's scope (the verification page links to it). */
export const nablScopeUrl = "https://nabl-india.org/";

export const verify = {
  title: "Verify a report",
  description: `Check that a test report or calibration certificate was issued by ${site.name}, is current and is unaltered.`,
  status: {
    issued: `Authentic report issued by ${site.name}`,
    withdrawn: (date: string, reason: string) => `Withdrawn on ${date}: ${reason}`,
    superseded: (ulr: string) => `Superseded by ${ulr}`,
    missing: "No such report",
    duePassed: "Due date passed",
  },
};
