import type { DatabaseSync } from "node:sqlite";
import { verify } from "@/content/reports";
import { todayInKolkata } from "@/lib/clock";
import {
  displayReference,
  countCheck,
  pdfVersions,
  reportByToken,
  reportByReference,
  reportOfPdf,
  type Report,
} from "./register";
import { verifyUrl } from "./server";
import { verdictOf } from "./verdict";

/** Everything the verification page shows of one report (a QR scan or a ULR with its code). */
export function reportView(db: DatabaseSync, report: Report) {
  const pageOf = (ulr: string | null) => {
    const linked = ulr ? reportByReference(db, ulr) : undefined;
    return linked ? `/verify/${linked.token}` : undefined;
  };
  return {
    report,
    verdict: verdictOf(report, todayInKolkata()),
    pdf: pdfVersions(db, report.id)[0],
    pdfUrl: `/verify/${report.token}/pdf`,
    /** The pages of the report that replaced this one, and of the one it replaced. */
    supersededByUrl: pageOf(report.supersededBy),
    supersedesUrl: pageOf(report.supersedes),
  };
}

export type ReportView = ReturnType<typeof reportView>;

/** A QR scan: the report of this token, counted as a check. */
export function viewByToken(db: DatabaseSync, token: string): ReportView | undefined {
  const report = reportByToken(db, token);
  if (!report) return undefined;
  countCheck(db, report.id);
  return reportView(db, report);
}

/** What "Check a PDF you received" answers for a file's SHA-256. */
export function pdfCheckAnswer(db: DatabaseSync, sha256: string) {
  const found = reportOfPdf(db, sha256);
  if (!found) return { match: false as const, message: verify.check.noMatch };
  countCheck(db, found.report.id);
  const ulr = displayReference(found.report);
  return {
    match: true as const,
    current: found.version === found.latest,
    message:
      found.version === found.latest
        ? verify.check.match(ulr)
        : verify.check.older(ulr, found.version, found.latest),
    url: verifyUrl(found.report.token),
    linkText: verify.check.open,
  };
}
