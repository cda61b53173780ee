import { verify } from "@/content/reports";
import { todayInKolkata } from "@/lib/clock";
import {
  displayReference,
  countCheck,
  everAuthorised,
  pdfVersions,
  reportByToken,
  reportByReference,
  reportOfPdf,
  type Report,
} from "./register";
import { amendmentsOf } from "./store";
import { verifyUrl } from "./server";
import { amendmentLines, indiaDate, verdictOf, type VerdictTone } from "./verdict";
import { verifyWordsEn, type VerifyWords } from "./verifyWords";

const publicOnly = (report: Report | undefined) =>
  report && everAuthorised(report) ? report : undefined;

/**
 * Everything the verification page shows of one report whose token or code
 * was proven (a QR scan, or a reference with its code). A report never
 * authorised (awaiting authorisation, or withdrawn before it was) is not
 * public: its view is the verdict alone, looked up with nothing else. Per view: the report's PDF versions and amendments, and the
 * linked reports only when it has any.
 */
export async function reportView(report: Report, w: VerifyWords = verifyWordsEn) {
  const today = todayInKolkata();
  if (!everAuthorised(report))
    return {
      report,
      public: false as const,
      verdict: verdictOf(report, today, undefined, w),
      words: w,
    };
  const linked = async (reference: string | null) =>
    reference ? reportByReference(reference) : undefined;
  // Only a public report is named or linked to (the register supersedes by issued ones only).
  const [newer, older, amendments, pdfs] = await Promise.all([
    linked(report.supersededBy).then(publicOnly),
    linked(report.supersedes).then(publicOnly),
    amendmentsOf(report.id),
    pdfVersions(report.id),
  ]);
  return {
    report,
    public: true as const,
    verdict: verdictOf(report, today, newer && displayReference(newer), w),
    amendments: amendmentLines(amendments, w),
    pdf: pdfs[0],
    pdfUrl: `/verify/${report.token}/pdf`,
    /** The report that replaced this one, and the one it replaced: their names and pages. */
    supersededBy: newer && {
      name: displayReference(newer),
      url: w.href(`/verify/${newer.token}`),
    },
    supersedes: older && { name: displayReference(older), url: w.href(`/verify/${older.token}`) },
    /** The words the page shows it in (its language). */
    words: w,
  };
}

export type ReportView = Awaited<ReturnType<typeof reportView>>;
export type PublicReportView = Extract<ReportView, { public: true }>;

/** A QR scan: the report of this token, counted as a check (the token is proven). */
export async function viewByToken(
  token: string,
  w: VerifyWords = verifyWordsEn,
): Promise<ReportView | undefined> {
  const report = await reportByToken(token);
  if (!report) return undefined;
  countCheck(report.id);
  return reportView(report, w);
}

/** What "Check a PDF you received" answers: the verdict's tone and the words to show. */
export interface PdfCheckAnswer {
  verdict: Exclude<VerdictTone, "notice">;
  /** The file is a PDF of a public report (issued, withdrawn or superseded). */
  match: boolean;
  /** The file is the report's latest version and the report is issued. */
  current?: boolean;
  message: string;
  detail?: string;
  url?: string;
  linkText?: string;
}

/**
 * The answer for a file's SHA-256. Whoever holds the file proved it, so a
 * withdrawal's reason is said. A file of a report never authorised is
 * "not issued yet": the register does hold it, so "no match" would be
 * untrue, and a draft that got out must not be relied on; it gets no link
 * (the report's page is not public yet). A file found counts as a check, as a
 * proven token or code does.
 */
export async function pdfCheckAnswer(sha256: string): Promise<PdfCheckAnswer> {
  const c = verify.check;
  const found = await reportOfPdf(sha256);
  if (!found) return { verdict: "missing", match: false, message: c.noMatch };
  const { report, version, latest, unsealed } = found;
  const name = displayReference(report);
  countCheck(report.id);
  if (!everAuthorised(report))
    return { verdict: "awaiting", match: false, message: c.awaiting(name) };
  const page = { url: verifyUrl(report.token), linkText: c.open };
  if (report.status === "withdrawn")
    return {
      verdict: "withdrawn",
      match: true,
      current: false,
      message: c.withdrawn(name, indiaDate(report.withdrawnAt ?? report.createdAt)),
      ...(report.withdrawnReason ? { detail: c.withdrawnReason(report.withdrawnReason) } : {}),
      ...page,
    };
  const newer = report.supersededBy ? await reportByReference(report.supersededBy) : undefined;
  if (report.status === "superseded" && newer) {
    const newerName = displayReference(newer);
    return {
      verdict: "superseded",
      match: true,
      current: false,
      message: c.superseded(name, newerName),
      url: verifyUrl(newer.token),
      linkText: c.openNewer(newerName),
    };
  }
  // The unsealed file a sealed version was made from: the same report, but not the issued file.
  if (unsealed)
    return {
      verdict: "older",
      match: true,
      current: false,
      message: c.unsealed(name),
      url: page.url,
      linkText: c.openSealed,
    };
  if (version !== latest)
    return {
      verdict: "older",
      match: true,
      current: false,
      message: c.older(name, version, latest),
      url: page.url,
      linkText: c.openCurrent,
    };
  return { verdict: "authentic", match: true, current: true, message: c.match(name), ...page };
}
