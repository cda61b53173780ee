import { registerDesk } from "@/content/reports";
import { formatLongDateIN } from "@/lib/format";
import type { ReportStatus } from "@/lib/reports/register";

export const reportHref = (ulr: string) => `/desk/reports/view?ulr=${encodeURIComponent(ulr)}`;

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

export const issueDateText = (date: string) => formatLongDateIN(date);
