import { portal } from "@/content/portal";
import type { PortalReport } from "@/lib/portal/reports";
import { displayReference } from "@/lib/reports/register";

const words = portal.reports;

export const reportHref = (reference: string) =>
  `/portal/report?id=${encodeURIComponent(reference)}`;

/** The zip's form, which the report's boxes and the bar's buttons belong to. */
export const ZIP_FORM = "portal-zip";

const statusClass: Record<PortalReport["status"], string> = {
  issued: "bg-green-50 text-green-900 border-green-800",
  withdrawn: "bg-red-50 text-red-950 border-red-800",
  superseded: "bg-amber-50 text-amber-950 border-amber-800",
};

export function StatusBadge({ report }: { report: PortalReport }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${statusClass[report.status]}`}
    >
      {words.statuses[report.status]}
    </span>
  );
}

/**
 * A report's box for the zip, in the zip's form wherever it sits (it posts
 * without script). A ticked box counts itself in the list's CSS counter
 * `chosen`, which the zip bar shows: no script counts them.
 */
export function ChooseForZip({ report, shown }: { report: PortalReport; shown?: string }) {
  return (
    <label
      className={`inline-flex min-h-11 items-center gap-2 text-sm font-semibold ${shown ? "" : "min-w-11"}`}
    >
      <input
        type="checkbox"
        name="id"
        value={report.reference}
        form={ZIP_FORM}
        className="size-5 checked:[counter-increment:chosen]"
      />
      {shown}
      <span className="sr-only">
        {shown ? " " : `${words.choose} `}
        {displayReference(report)}
      </span>
    </label>
  );
}
