import { PageIntro } from "@/components/sections/PageIntro";
import { portal } from "@/content/portal";
import { formatLongDateIN } from "@/lib/format";
import {
  PORTAL_PAGE_SIZE,
  portalQuery,
  type PortalFilter,
  type PortalReport,
} from "@/lib/portal/reports";
import { displayReference } from "@/lib/reports/register";
import { PortalAlert, WrongFilters } from "./PortalAlert";
import { PortalNav } from "./PortalNav";
import { ChooseForZip, reportHref, StatusBadge, ZIP_FORM } from "./PortalReportParts";
import { PortalReportFilters } from "./PortalReportFilters";
import { PortalReportTable } from "./PortalReportTable";
import { PortalZipBar } from "./PortalZipBar";

const words = portal.reports;

const item = (r: PortalReport) =>
  [r.itemDescription, r.make, r.model, r.serialNumber].filter(Boolean).join(" · ");

/**
 * One report as the list shows it (and an instrument's history): its name
 * linked to its page, status, item, standard and dates, its replacement; on
 * the list also its checkbox for the zip.
 */
export function PortalReportEntry({
  report,
  choosable = true,
  level: Heading = "h2",
}: {
  report: PortalReport;
  choosable?: boolean;
  level?: "h2" | "h3";
}) {
  const name = displayReference(report);
  const replacement = report.replacement;
  return (
    <li className="rounded-xl border border-steel-200 bg-white p-4 shadow-sm sm:p-5">
      {!choosable ? null : report.pdf ? (
        <div className="mb-2">
          <ChooseForZip report={report} shown={words.choose} />
        </div>
      ) : (
        <p className="mb-2 text-sm text-slate-700">{words.noPdf}</p>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-mono text-lg font-bold break-all">
          <a href={reportHref(report.reference)} className="underline">
            {name}
          </a>
        </Heading>
        <StatusBadge report={report} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-navy-900">{words.columns.item}</dt>
        <dd>{item(report)}</dd>
        <dt className="font-semibold text-navy-900">{words.columns.standard}</dt>
        <dd>{report.standard}</dd>
        <dt className="font-semibold text-navy-900">{words.columns.issueDate}</dt>
        <dd>{formatLongDateIN(report.issueDate)}</dd>
        {report.dueDate && (
          <>
            <dt className="font-semibold text-navy-900">{words.columns.dueDate}</dt>
            <dd>{formatLongDateIN(report.dueDate)}</dd>
          </>
        )}
      </dl>
      {report.status === "superseded" && (replacement || report.supersededBy) && (
        <p className="mt-3 text-sm">
          {replacement ? (
            <a href={reportHref(replacement.reference)} className="underline">
              {words.replacedBy(displayReference(replacement))}
            </a>
          ) : (
            words.replacedBy(report.supersededBy!)
          )}
        </p>
      )}
    </li>
  );
}

export type PortalReportsProps = {
  email: string;
  filter: PortalFilter;
  years: readonly string[];
  rows: readonly PortalReport[];
  total: number;
  /** Filter values the list could not read (the page answers 400). */
  wrong?: readonly string[] | undefined;
  /** Why the last "Download as zip" made no zip. */
  zipProblem?: string | undefined;
};

/**
 * "My reports": newest first or by due date, each opening its verification page
 * and PDF; works without script. On a phone: the filters folded into one line,
 * a card a report and the zip bar at the foot of the screen; from lg a table.
 */
export function PortalReports({
  email,
  filter,
  years,
  rows,
  total,
  wrong,
  zipProblem,
}: PortalReportsProps) {
  const filtered = Boolean(filter.q || filter.kind || filter.year || filter.status);
  const pages = Math.max(1, Math.ceil(total / PORTAL_PAGE_SIZE));
  const count = total === 0 ? (filtered ? words.empty : words.none) : words.count(total);
  const label = words.listLabel(words.orders[filter.sort ?? "newest"]);
  const zip = rows.some((r) => r.pdf);
  return (
    <>
      <PageIntro heading={words.heading}>
        <PortalNav current="reports" email={email} />
      </PageIntro>
      <div className="container-page space-y-6 pt-10 pb-4">
        <WrongFilters intro={words.badQuery} wrong={wrong} />
        {zipProblem && <PortalAlert>{zipProblem}</PortalAlert>}
        <PortalReportFilters
          filter={filter}
          years={years}
          count={count}
          open={Boolean(wrong?.length)}
        />
        <div className="space-y-4 [counter-reset:chosen]">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <p role="status" className="font-semibold">
              {count}
            </p>
            {zip && (
              <button
                type="submit"
                form={ZIP_FORM}
                name="select"
                value="all"
                className="inline-flex min-h-11 items-center rounded-md border border-navy-900 px-4 font-semibold text-navy-900 hover:bg-steel-50"
              >
                {words.zip.all(total)}
              </button>
            )}
          </div>
          {zip && <p className="text-sm text-slate-700">{words.zip.hint}</p>}
          {rows.length > 0 && (
            <>
              <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:hidden">
                {rows.map((r) => (
                  <PortalReportEntry key={r.reference} report={r} />
                ))}
              </ul>
              <div className="hidden lg:block">
                <PortalReportTable filter={filter} rows={rows} label={label} />
              </div>
            </>
          )}
          {zip && <PortalZipBar filter={filter} />}
        </div>
        {pages > 1 && (
          <nav aria-label={words.heading} className="flex gap-6">
            {filter.page > 1 && (
              <a
                href={`/portal/reports?${portalQuery(filter, filter.page - 1)}`}
                className="inline-flex min-h-11 items-center underline"
              >
                {filter.sort ? words.previousPage : words.newer}
              </a>
            )}
            {filter.page < pages && (
              <a
                href={`/portal/reports?${portalQuery(filter, filter.page + 1)}`}
                className="inline-flex min-h-11 items-center underline"
              >
                {filter.sort ? words.nextPage : words.older}
              </a>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
