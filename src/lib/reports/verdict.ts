import { reportKinds, verify } from "@/content/reports";
import { todayInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { displayReference, type Report } from "./register";
import { displayUlr } from "./ulr";

export type VerdictTone = "authentic" | "withdrawn" | "superseded" | "missing";

/** What the verification page says first, in words that do not need the colour. */
export interface Verdict {
  tone: VerdictTone;
  headline: string;
  /** "Due date passed", beside the status, for a calibration certificate past its due date. */
  warning?: string;
  /** The replacing report's ULR, linked from a superseded one. */
  supersededBy?: string;
}

const istDate = (iso: string) => formatLongDateIN(todayInKolkata(new Date(iso)));

export function verdictOf(report: Report | undefined, today: string): Verdict {
  if (!report) return { tone: "missing", headline: verify.status.missing };
  const warning =
    report.dueDate && report.dueDate < today
      ? `${verify.status.duePassed}. ${verify.status.duePassedHelp(formatLongDateIN(report.dueDate))}`
      : undefined;
  const base = warning ? { warning } : {};
  if (report.status === "withdrawn")
    return {
      ...base,
      tone: "withdrawn",
      headline: verify.status.withdrawn(
        istDate(report.withdrawnAt ?? report.createdAt),
        report.withdrawnReason ?? "",
      ),
    };
  if (report.status === "superseded" && report.supersededBy)
    return {
      ...base,
      tone: "superseded",
      headline: verify.status.superseded(displayUlr(report.supersededBy)),
      supersededBy: report.supersededBy,
    };
  return { ...base, tone: "authentic", headline: verify.status.issued };
}

/** The report's facts as label/value rows for the page (nothing the register does not hold). */
export function reportFacts(report: Report) {
  const d = verify.details;
  const item = [
    report.itemDescription,
    report.make,
    report.model,
    report.serialNumber && `S/N ${report.serialNumber}`,
  ]
    .filter(Boolean)
    .join(", ");
  const rows: { label: string; value: string }[] = [
    { label: d.ulr, value: displayReference(report) },
    { label: d.reportNumber, value: report.reportNumber },
    { label: d.kind, value: reportKinds[report.kind].name },
    { label: d.issueDate, value: formatLongDateIN(report.issueDate) },
  ];
  if (report.dueDate) rows.push({ label: d.dueDate, value: formatLongDateIN(report.dueDate) });
  rows.push(
    { label: d.item, value: item },
    { label: d.standard, value: report.standard },
    { label: d.customer, value: report.customer },
    { label: d.signatory, value: report.signatory },
  );
  return rows;
}
