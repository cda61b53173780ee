import { controlClass } from "@/components/forms/fields";
import { PageIntro } from "@/components/sections/PageIntro";
import { portal } from "@/content/portal";
import { REPORT_KINDS, reportKinds } from "@/content/reports";
import { formatLongDateIN } from "@/lib/format";
import {
  PORTAL_PAGE_SIZE,
  PORTAL_STATUSES,
  portalQuery,
  type PortalFilter,
  type PortalReport,
} from "@/lib/portal/reports";
import { displayReference } from "@/lib/reports/register";
import { PortalAlert, WrongFilters } from "./PortalAlert";
import { PortalNav } from "./PortalNav";

const words = portal.reports;

const reportHref = (reference: string) => `/portal/report?id=${encodeURIComponent(reference)}`;

const item = (r: PortalReport) =>
  [r.itemDescription, r.make, r.model, r.serialNumber].filter(Boolean).join(" · ");

const statusClass: Record<PortalReport["status"], string> = {
  issued: "bg-green-50 text-green-900 border-green-800",
  withdrawn: "bg-red-50 text-red-950 border-red-800",
  superseded: "bg-amber-50 text-amber-950 border-amber-800",
};

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
        <label className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="id"
            value={report.reference}
            form="portal-zip"
            className="size-5"
          />
          {words.choose}
          <span className="sr-only"> {name}</span>
        </label>
      ) : (
        <p className="mb-2 text-sm text-slate-700">{words.noPdf}</p>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-mono text-lg font-bold break-all">
          <a href={reportHref(report.reference)} className="underline">
            {name}
          </a>
        </Heading>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${statusClass[report.status]}`}
        >
          {words.statuses[report.status]}
        </span>
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

function Filters({ filter, years }: { filter: PortalFilter; years: readonly string[] }) {
  const select = (
    id: string,
    label: string,
    name: "kind" | "year" | "status",
    options: readonly { value: string; text: string }[],
  ) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={filter[name] ?? ""} className={controlClass}>
        <option value="">{words.any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      action="/portal/reports"
      role="search"
      className="grid gap-4 rounded-xl border border-steel-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="portal-q" className="text-sm font-semibold text-navy-900">
          {words.search}
        </label>
        <input
          id="portal-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filter.q ?? ""}
          aria-describedby="portal-q-hint"
          className={controlClass}
        />
        <p id="portal-q-hint" className="text-sm text-slate-600">
          {words.searchHint}
        </p>
      </div>
      {select(
        "portal-kind",
        words.kind,
        "kind",
        REPORT_KINDS.map((k) => ({ value: k, text: reportKinds[k].name })),
      )}
      {select(
        "portal-year",
        words.year,
        "year",
        years.map((y) => ({ value: y, text: y })),
      )}
      {select(
        "portal-status",
        words.status,
        "status",
        PORTAL_STATUSES.map((s) => ({ value: s, text: words.statuses[s] })),
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
        >
          {words.apply}
        </button>
        <a href="/portal/reports" className="inline-flex min-h-11 items-center underline">
          {words.clear}
        </a>
      </div>
    </form>
  );
}

/** "Download as zip": the chosen reports, or every report the filters match. */
function ZipForm({ filter, total }: { filter: PortalFilter; total: number }) {
  return (
    <form
      id="portal-zip"
      method="post"
      action="/portal/reports.zip"
      aria-labelledby="portal-zip-heading"
      className="rounded-xl border border-steel-200 bg-white p-4"
    >
      <h2 id="portal-zip-heading" className="text-lg font-bold">
        {words.zip.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{words.zip.hint}</p>
      {(["q", "kind", "year", "status"] as const).map(
        (name) =>
          filter[name] && <input key={name} type="hidden" name={name} value={filter[name]} />,
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="submit"
          name="select"
          value="chosen"
          className="inline-flex min-h-11 items-center rounded-md border border-navy-900 px-4 font-semibold text-navy-900 hover:bg-steel-50"
        >
          {words.zip.chosen}
        </button>
        <button
          type="submit"
          name="select"
          value="all"
          className="inline-flex min-h-11 items-center rounded-md border border-navy-900 px-4 font-semibold text-navy-900 hover:bg-steel-50"
        >
          {words.zip.all(total)}
        </button>
      </div>
    </form>
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

/** "My reports": newest first, each opening its verification page and PDF; works without script. */
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
  return (
    <>
      <PageIntro heading={words.heading}>
        <PortalNav current="reports" email={email} />
      </PageIntro>
      <div className="container-page space-y-6 py-10">
        <WrongFilters intro={words.badQuery} wrong={wrong} />
        {zipProblem && <PortalAlert>{zipProblem}</PortalAlert>}
        <Filters filter={filter} years={years} />
        <p role="status" className="font-semibold">
          {total === 0 ? (filtered ? words.empty : words.none) : words.count(total)}
        </p>
        {rows.some((r) => r.pdf) && <ZipForm filter={filter} total={total} />}
        {rows.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((r) => (
              <PortalReportEntry key={r.reference} report={r} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={words.heading} className="flex gap-6">
            {filter.page > 1 && (
              <a
                href={`/portal/reports?${portalQuery(filter, filter.page - 1)}`}
                className="underline"
              >
                {words.newer}
              </a>
            )}
            {filter.page < pages && (
              <a
                href={`/portal/reports?${portalQuery(filter, filter.page + 1)}`}
                className="underline"
              >
                {words.older}
              </a>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
