import { todayInKolkata } from "@/lib/clock";
import { verifyWordsEn, type VerifyWords } from "./verifyWords";
import { displayReference, everAuthorised, type Report } from "./register";
import type { Amendment } from "./review";

/**
 * How a verdict looks and what it means. "older" is a PDF that a later version
 * of its report replaced (the PDF check); "awaiting" a report registered but
 * not authorised yet (not public, never authentic); "notice" a neutral word
 * that is no verdict on any report (a chosen file that is not a PDF).
 */
export type VerdictTone =
  "authentic" | "awaiting" | "withdrawn" | "superseded" | "older" | "missing" | "notice";

/** What the verification page says first, in words that do not need the colour. */
export interface Verdict {
  tone: VerdictTone;
  headline: string;
  /**
   * "Due date passed", beside the status, for a calibration certificate in force past its due
   * date; never on a superseded or withdrawn one (it is not the certificate to act on).
   */
  warning?: string;
  /** What to do instead, for a superseded or withdrawn report: the newer one, or not to rely on it. */
  help?: string;
}

/** The India date of an instant, long form ("27 November 2026", or "27 नवंबर 2026" in Hindi). */
export const indiaDate = (iso: string, w: VerifyWords = verifyWordsEn) =>
  w.longDate(todayInKolkata(new Date(iso)));

/**
 * The verdict on a report whose token or code was proven (withdrawn with its
 * date and reason, superseded by its newer report's name), or on none.
 * `newerName` is how the replacing report is named (displayReference of it),
 * given only when that report is public: otherwise it is not named.
 */
export function verdictOf(
  report: Report | undefined,
  today: string,
  newerName?: string,
  w: VerifyWords = verifyWordsEn,
): Verdict {
  const s = w.verify.status;
  if (!report) return { tone: "missing", headline: s.missing };
  // Never authorised (awaiting, or withdrawn before anyone authorised it): never public.
  if (!everAuthorised(report)) return { tone: "awaiting", headline: s.awaiting };
  if (report.status === "withdrawn")
    return {
      tone: "withdrawn",
      headline: s.withdrawn(
        indiaDate(report.withdrawnAt ?? report.createdAt, w),
        report.withdrawnReason ?? "",
      ),
      help: s.withdrawnHelp,
    };
  if (report.status === "superseded")
    return newerName
      ? { tone: "superseded", headline: s.superseded(newerName), help: s.supersededHelp(newerName) }
      : { tone: "superseded", headline: s.supersededUnnamed, help: s.supersededUnnamedHelp };
  return report.dueDate && report.dueDate < today
    ? {
        tone: "authentic",
        headline: s.issued,
        warning: `${s.duePassed}. ${s.duePassedHelp(w.longDate(report.dueDate))}`,
      }
    : { tone: "authentic", headline: s.issued };
}

const DATE_FIELDS = new Set(["issueDate", "dueDate"]);

/** A report's amendments, newest first, as the page reads them: "Customer: old → new". */
export function amendmentLines(amendments: Amendment[], w: VerifyWords = verifyWordsEn) {
  const a = w.verify.amendments;
  const value = (field: string, v: string) =>
    !v
      ? a.empty
      : DATE_FIELDS.has(field)
        ? w.longDate(v)
        : field === "pdf"
          ? w.verify.pdf.version(Number(v))
          : v;
  return amendments.map((amendment) => ({
    heading: a.heading(indiaDate(amendment.at, w), amendment.reason),
    changes: amendment.changes.map((c) =>
      a.change(a.fields[c.field] ?? c.field, value(c.field, c.from), value(c.field, c.to)),
    ),
  }));
}

/** The report's facts as label/value rows for the page (nothing the register does not hold). */
export function reportFacts(report: Report, w: VerifyWords = verifyWordsEn) {
  const d = w.verify.details;
  const item = [
    report.itemDescription,
    report.make,
    report.model,
    report.serialNumber && `S/N ${report.serialNumber}`,
  ]
    .filter(Boolean)
    .join(", ");
  const rows: { label: string; value: string }[] = [];
  // A report outside the scope has no ULR: its report number is its name.
  if (report.accredited) rows.push({ label: d.ulr, value: displayReference(report) });
  rows.push(
    { label: d.reportNumber, value: report.reportNumber },
    { label: d.kind, value: w.kindName(report.kind) },
    { label: d.issueDate, value: w.longDate(report.issueDate) },
  );
  if (report.dueDate) rows.push({ label: d.dueDate, value: w.longDate(report.dueDate) });
  rows.push(
    { label: d.item, value: item },
    { label: d.standard, value: report.standard },
    { label: d.customer, value: report.customer },
  );
  // Signed when it is authorised: until then nobody has signed it.
  if (everAuthorised(report) && report.signatory)
    rows.push({
      label: d.signatory,
      value: [report.signatory, report.signatoryDesignation].filter(Boolean).join(", "),
    });
  return rows;
}
