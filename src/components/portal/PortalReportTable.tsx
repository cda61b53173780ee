import { ChevronDown } from "@/components/ui/icons";
import { portal } from "@/content/portal";
import { formatLongDateIN } from "@/lib/format";
import { portalQuery, type PortalFilter, type PortalReport } from "@/lib/portal/reports";
import { displayReference } from "@/lib/reports/register";
import { ChooseForZip, reportHref, StatusBadge } from "./PortalReportParts";

const words = portal.reports;

type Order = NonNullable<PortalFilter["sort"]> | "newest";

/**
 * A column header that sorts: a link to the list in the order it gives (the
 * other way round when it is the order already), `aria-sort` saying the order now.
 */
function SortingHeader({
  filter,
  label,
  ascending,
  descending,
}: {
  filter: PortalFilter;
  label: string;
  /** The orders this column gives, soonest or newest first; undefined when it has none that way. */
  ascending?: Order;
  descending: Order;
}) {
  const now: Order = filter.sort ?? "newest";
  const sorted = now === ascending ? "ascending" : now === descending ? "descending" : undefined;
  const next: Order = now === ascending || !ascending ? descending : ascending;
  const query = portalQuery({ ...filter, sort: next === "newest" ? undefined : next });
  const arrow = sorted && (
    <ChevronDown
      aria-hidden="true"
      className={`size-4 shrink-0 ${sorted === "ascending" ? "rotate-180" : ""}`}
    />
  );
  return (
    <th scope="col" aria-sort={sorted} className="px-3 py-3 whitespace-nowrap">
      {now === next ? (
        <span className="inline-flex items-center gap-1">
          {label}
          {arrow}
        </span>
      ) : (
        <a
          href={`/portal/reports${query ? `?${query}` : ""}`}
          aria-label={`${label}, ${words.sortTo[next]}`}
          className="inline-flex min-h-6 items-center gap-1 underline"
        >
          {label}
          {arrow}
        </a>
      )}
    </th>
  );
}

/** The list on a wide screen: a table to scan, a report a row, each with its box for the zip. */
export function PortalReportTable({
  filter,
  rows,
  label,
}: {
  filter: PortalFilter;
  rows: readonly PortalReport[];
  label: string;
}) {
  const cell = "px-3 py-3 align-top";
  return (
    <table className="w-full border-collapse rounded-xl bg-white text-left text-sm shadow-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="border-b-2 border-steel-200 text-navy-900">
        <tr>
          <th scope="col" className="px-3 py-3">
            <span className="sr-only">{words.columns.choose}</span>
          </th>
          <th scope="col" className="px-3 py-3">
            {words.columns.reference}
          </th>
          <th scope="col" className="px-3 py-3">
            {words.columns.item}
          </th>
          <th scope="col" className="px-3 py-3">
            {words.columns.serialNumber}
          </th>
          <SortingHeader filter={filter} label={words.columns.issueDate} descending="newest" />
          <SortingHeader
            filter={filter}
            label={words.columns.dueDate}
            ascending="due"
            descending="-due"
          />
          <th scope="col" className="px-3 py-3">
            {words.columns.status}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.reference} className="border-b border-steel-200 last:border-b-0">
            <td className={`${cell} whitespace-nowrap`}>
              {r.pdf ? (
                <ChooseForZip report={r} />
              ) : (
                <span className="text-slate-700">{words.noPdfShort}</span>
              )}
            </td>
            <th scope="row" className={`${cell} font-mono font-bold whitespace-nowrap`}>
              <a href={reportHref(r.reference)} className="underline">
                {displayReference(r)}
              </a>
            </th>
            <td className={cell}>
              {[r.itemDescription, r.make, r.model].filter(Boolean).join(" · ")}
            </td>
            <td className={`${cell} whitespace-nowrap`}>{r.serialNumber}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatLongDateIN(r.issueDate)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {r.dueDate ? formatLongDateIN(r.dueDate) : ""}
            </td>
            <td className={cell}>
              <StatusBadge report={r} />
              {r.status === "superseded" && (r.replacement || r.supersededBy) && (
                <p className="mt-1">
                  {r.replacement ? (
                    <a href={reportHref(r.replacement.reference)} className="underline">
                      {words.replacedBy(displayReference(r.replacement))}
                    </a>
                  ) : (
                    words.replacedBy(r.supersededBy!)
                  )}
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
