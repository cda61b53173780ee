import { REPORT_KINDS, registerDesk, reportKinds } from "@/content/reports";
import {
  REPORT_STATUSES,
  registerQuery,
  type RegisterFilter,
  type RegisterRow,
} from "@/lib/reports/registerList";
import { displayUlr } from "@/lib/reports/ulr";
import { DeskFilters, DeskPager, DeskSearch, DeskSelect } from "../DeskListParts";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { issueDateText, reportHref, statusText } from "./registerFormat";

const words = registerDesk.list;

type Props = {
  rows: RegisterRow[];
  total: number;
  page: number;
  pages: number;
  filter: RegisterFilter;
  today: string;
};

const pageHref = (filter: RegisterFilter, page: number) => {
  const query = registerQuery(filter, page);
  return query ? `/desk/reports?${query}` : "/desk/reports";
};

const pdfText = (version: number) => (version ? words.pdfVersion(version) : words.noPdf);

/** The register: newest first, 50 a page, filters as a plain GET form; cards on a phone. */
export function ReportList({ rows, total, page, pages, filter, today }: Props) {
  const filterOn = registerQuery(filter) !== "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.heading}</h1>
        <a
          href="/desk/reports/new"
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.newReport}
        </a>
      </div>
      <DeskFilters
        action="/desk/reports"
        label={words.filters}
        onText={words.filtersOn}
        on={filterOn}
        apply={words.apply}
        clear={words.clear}
        columns={4}
      >
        <DeskSearch label={words.search} hint={words.searchHint} value={filter.q} />
        <DeskSelect
          label={words.status}
          name="status"
          value={filter.status}
          any={words.anyStatus}
          options={REPORT_STATUSES.map((s) => [s, registerDesk.statuses[s]] as const)}
        />
        <DeskSelect
          label={words.kind}
          name="kind"
          value={filter.kind}
          any={words.anyKind}
          options={REPORT_KINDS.map((k) => [k, reportKinds[k].name] as const)}
        />
      </DeskFilters>
      <p className="mt-4 text-sm text-slate-700">
        {words.total(total)} · {words.page(page, pages)}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{words.empty}</p>
      ) : (
        <>
          <ol aria-label={words.heading} className="mt-2 space-y-3 md:hidden">
            {rows.map((r) => (
              <li key={r.ulr} className="rounded-lg bg-white p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <a
                    href={reportHref(r.ulr)}
                    className="inline-flex min-h-10 items-center font-semibold break-all text-accent-700 underline"
                  >
                    {displayUlr(r.ulr)}
                  </a>
                  <span className="rounded-full border border-navy-900 px-2 text-xs font-semibold text-navy-900">
                    {statusText(r, today)}
                  </span>
                </div>
                <p className="text-xs text-slate-600">
                  {r.reportNumber} · {reportKinds[r.kind].name} · {issueDateText(r.issueDate)}
                </p>
                <p className="mt-2 font-semibold text-navy-900">{r.customer}</p>
                <p className="mt-1 text-xs text-slate-700">
                  {words.columns.pdf}: {pdfText(r.pdfVersion)} · {words.checked(r.checks)}
                </p>
              </li>
            ))}
          </ol>
          <DeskTable
            wrapperClassName="hidden md:block"
            caption={words.heading}
            columns={[
              { label: words.columns.ulr },
              { label: words.columns.reportNumber },
              { label: words.columns.kind, wideOnly: true },
              { label: words.columns.customer },
              { label: words.columns.issueDate, wideOnly: true },
              { label: words.columns.status },
              { label: words.columns.checks, wideOnly: true },
              { label: words.columns.pdf, wideOnly: true },
            ]}
            className="md:min-w-[56rem]"
          >
            {rows.map((r) => (
              <tr key={r.ulr} className="border-b border-steel-100 align-top">
                <td className="px-3 py-2">
                  <a
                    href={reportHref(r.ulr)}
                    className="font-semibold whitespace-nowrap text-accent-700 underline"
                  >
                    {displayUlr(r.ulr)}
                  </a>
                </td>
                <td className="px-3 py-2">{r.reportNumber}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{reportKinds[r.kind].name}</td>
                <td className="px-3 py-2">{r.customer}</td>
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  {issueDateText(r.issueDate)}
                </td>
                <td className="px-3 py-2">{statusText(r, today)}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{r.checks}</td>
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  {pdfText(r.pdfVersion)}
                </td>
              </tr>
            ))}
          </DeskTable>
        </>
      )}
      <DeskPager
        page={page}
        pages={pages}
        href={(n) => pageHref(filter, n)}
        label={words.page(page, pages)}
        previous={words.previous}
        next={words.next}
      />
    </>
  );
}
