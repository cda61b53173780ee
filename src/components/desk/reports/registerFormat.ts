import { registerDesk } from "@/content/reports";
import { formatLongDateIN } from "@/lib/format";
import type { ReportStatus } from "@/lib/reports/register";

export const reportHref = (ulr: string) => `/desk/reports/view?id=${encodeURIComponent(ulr)}`;

/** A report's status as staff read it, with "due date passed" for a certificate past its due date. */
export function statusText(
  report: { status: ReportStatus; dueDate?: string | undefined },
  today: string,
) {
  const status = registerDesk.statuses[report.status];
  return report.dueDate && report.dueDate < today
    ? `${status} · ${registerDesk.duePassed}`
    : status;
}

export type BadgeKind = ReportStatus | "due-passed";

/**
 * Each badge's colour pair: dark text on a light tint, each its own hue, a
 * border in (nearly) the text's colour. Contrast (WCAG 2, text on its tint):
 * awaiting 8.2:1, issued 8.6:1, withdrawn 8.2:1, superseded 11.9:1, due date
 * passed 9.2:1 (AA asks 4.5:1); each border stands 7.7:1 or more on white. The
 * word is always there, so colour never speaks alone.
 */
export const BADGE_CLASSES: Record<BadgeKind, string> = {
  "awaiting-authorisation": "border-[#78350f] bg-[#fef3c7] text-[#78350f]",
  issued: "border-[#065f46] bg-[#d1fae5] text-[#064e3b]",
  withdrawn: "border-[#991b1b] bg-[#fee2e2] text-[#7f1d1d]",
  superseded: "border-[#334155] bg-[#e2e8f0] text-[#1e293b]",
  "due-passed": "border-[#5b21b6] bg-[#ede9fe] text-[#4c1d95]",
};

/** The badges of a report's status (and "Due date passed" beside it, when it has). */
export function statusBadges(
  report: { status: ReportStatus; dueDate?: string | undefined },
  today: string,
): { kind: BadgeKind; text: string }[] {
  const badges: { kind: BadgeKind; text: string }[] = [
    { kind: report.status, text: registerDesk.statuses[report.status] },
  ];
  if (report.dueDate && report.dueDate < today)
    badges.push({ kind: "due-passed", text: registerDesk.duePassedBadge });
  return badges;
}

export const issueDateText = (date: string) => formatLongDateIN(date);
