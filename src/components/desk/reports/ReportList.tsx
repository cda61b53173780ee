import { REPORT_KINDS, registerDesk, reportKinds } from "@/content/reports";
import { MAX_QR_REPORTS } from "@/lib/reports/qrCodes";
import { displayReference, type ReportStatus } from "@/lib/reports/register";
import {
  REPORT_STATUSES,
  registerQuery,
  type RegisterFilter,
  type RegisterRow,
} from "@/lib/reports/registerList";
import { DeskFilters, DeskPager, DeskSearch, DeskSelect } from "../DeskListParts";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { BADGE_CLASSES, issueDateText, reportHref, statusBadges } from "./registerFormat";

const words = registerDesk.list;

type Props = {
  rows: RegisterRow[];
  total: number;
  page: number;
  pages: number;
  filter: RegisterFilter;
  today: string;
  counts: { awaiting: number; needsPdf: number };
  /** Every report on the page ticked ("Select all on this page"). */
  selectAll?: boolean | undefined;
  /** A signatory: the ticked reports awaiting authorisation can be authorised from here. */
  canAuthorise?: boolean;
  /** May register reports (`quality` only reads the register). */
  canRegister?: boolean;
  /** The lab's digital seal not applied (not set up, or a setting that cannot be used): said on top. */
  sealNotice?: { alert: boolean; text: string } | undefined;
};

/**
 * The phone's cards and the wider screen's table each carry their own boxes,
 * so each has its own form (the boxes join it by their `form` attribute): a
 * box ticked in the hidden layout is never sent with the visible one's.
 */
const QR_FORMS = { cards: "qr-codes-cards", table: "qr-codes-table" } as const;

const listHref = (query: string) => (query ? `/desk/reports?${query}` : "/desk/reports");
const pageHref = (filter: RegisterFilter, page: number) => listHref(registerQuery(filter, page));

/** Its newest PDF's version; none said as what it means for a report awaiting authorisation. */
const pdfText = (row: RegisterRow) =>
  row.pdfVersion
    ? words.pdfVersion(row.pdfVersion)
    : row.status === "awaiting-authorisation"
      ? words.noPdfToAuthorise
      : words.noPdf;

/** A withdrawn or superseded report's QR is not printed again: it has no box to tick. */
const printable = (status: ReportStatus) =>
  status === "issued" || status === "awaiting-authorisation";

function Badges({ report, today }: { report: RegisterRow; today: string }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {statusBadges(report, today).map((b) => (
        <span
          key={b.kind}
          data-badge={b.kind}
          className={`inline-block rounded-full border px-2 text-xs leading-5 font-semibold whitespace-nowrap ${BADGE_CLASSES[b.kind]}`}
        >
          {b.text}
        </span>
      ))}
    </span>
  );
}

function SelectBox({
  row,
  id,
  form,
  checked,
}: {
  row: RegisterRow;
  id: string;
  form: string;
  checked: boolean;
}) {
  if (!printable(row.status)) return null;
  return (
    <label htmlFor={id} className="inline-flex size-10 shrink-0 items-center justify-center">
      <input
        id={id}
        type="checkbox"
        name="ref"
        value={row.reference}
        form={form}
        defaultChecked={checked}
        className="size-5 accent-navy-900"
      />
      <span className="sr-only">{words.select(displayReference(row))}</span>
    </label>
  );
}

function Reference({ row, className }: { row: RegisterRow; className: string }) {
  return (
    <>
      <a href={reportHref(row.reference)} className={className}>
        {displayReference(row)}
      </a>
      {!row.accredited && (
        <span className="block text-xs font-normal text-slate-700">{words.notAccredited}</span>
      )}
    </>
  );
}

/**
 * The register: newest first, 50 a page, filters as a plain GET form, the two
 * to-do lists as links with their counts, and a box per report to download
 * the ticked reports' QR codes (a plain POST form); cards on a phone.
 */
export function ReportList({
  rows,
  total,
  page,
  pages,
  filter,
  today,
  counts,
  selectAll = false,
  canAuthorise = false,
  canRegister = true,
  sealNotice,
}: Props) {
  const filterOn = registerQuery(filter) !== "";
  const here = registerQuery(filter, page);
  const selectAllHref = listHref([here, "select=all"].filter(Boolean).join("&"));
  const onlyAwaiting =
    filter.status === "awaiting-authorisation" && !filter.pdf && !filter.q && !filter.kind;
  const onlyNeedsPdf = filter.pdf === "missing" && !filter.status && !filter.q && !filter.kind;
  const quick = "inline-flex min-h-10 items-center rounded-md border px-3 font-semibold";
  const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";
  const anyPrintable = rows.some((r) => printable(r.status));
  /** Reports awaiting authorisation on this page without their final PDF: authorising skips them. */
  const withoutPdf = rows.filter(
    (r) => r.status === "awaiting-authorisation" && !r.pdfVersion,
  ).length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.heading}</h1>
        {canRegister && (
          <a
            href="/desk/reports/new"
            className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {words.newReport}
          </a>
        )}
      </div>
      {sealNotice && (
        <p
          role={sealNotice.alert ? "alert" : undefined}
          className={`mt-3 rounded-md border bg-white p-3 ${sealNotice.alert ? "border-red-700 text-red-800" : "border-amber-700 text-slate-900"}`}
        >
          {sealNotice.text}
        </p>
      )}
      <nav aria-label={words.todo} className="mt-4 flex flex-wrap gap-2 text-sm">
        <a
          href="/desk/reports?status=awaiting-authorisation"
          aria-current={onlyAwaiting ? "page" : undefined}
          className={`${quick} ${BADGE_CLASSES["awaiting-authorisation"]} aria-[current=page]:underline`}
        >
          {words.awaitingLink(counts.awaiting)}
        </a>
        <a
          href="/desk/reports?pdf=missing"
          aria-current={onlyNeedsPdf ? "page" : undefined}
          className={`${quick} border-navy-900 bg-white text-navy-900 aria-[current=page]:underline`}
        >
          {words.needsPdfLink(counts.needsPdf)}
        </a>
      </nav>
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
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold lg:col-span-4">
          <input
            type="checkbox"
            name="pdf"
            value="missing"
            defaultChecked={filter.pdf === "missing"}
            className="size-5 accent-navy-900"
          />
          {words.needsPdf}
        </label>
      </DeskFilters>
      <p className="mt-4 text-sm text-slate-700">
        {words.total(total)} · {words.page(page, pages)}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{words.empty}</p>
      ) : (
        <>
          <ol aria-label={words.heading} className="mt-2 space-y-3 md:hidden">
            {rows.map((r, i) => (
              <li key={r.reference} className="rounded-lg bg-white p-4 text-sm">
                <div className="flex items-start gap-2">
                  <SelectBox
                    row={r}
                    id={`qr-card-${i}`}
                    form={QR_FORMS.cards}
                    checked={selectAll}
                  />
                  <div className="min-w-0 grow">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                      <div>
                        <Reference
                          row={r}
                          className="inline-flex min-h-10 items-center font-semibold break-all text-accent-700 underline"
                        />
                      </div>
                      <Badges report={r} today={today} />
                    </div>
                    <p className="text-xs text-slate-600">
                      {r.reportNumber} · {reportKinds[r.kind].name} · {issueDateText(r.issueDate)}
                    </p>
                    <p className="mt-2 font-semibold text-navy-900">{r.customer}</p>
                    <p className="mt-1 text-xs text-slate-700">
                      {words.columns.pdf}: {pdfText(r)} · {words.checked(r.checks)}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <DeskTable
            wrapperClassName="hidden md:block"
            caption={words.heading}
            columns={[
              { label: words.columns.select },
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
            {rows.map((r, i) => (
              <tr key={r.reference} className="border-b border-steel-100 align-top">
                <td className="px-1 py-0">
                  <SelectBox row={r} id={`qr-row-${i}`} form={QR_FORMS.table} checked={selectAll} />
                </td>
                <td className="px-3 py-2">
                  <Reference
                    row={r}
                    className="font-semibold whitespace-nowrap text-accent-700 underline"
                  />
                </td>
                <td className="px-3 py-2">{r.reportNumber}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{reportKinds[r.kind].name}</td>
                <td className="px-3 py-2">{r.customer}</td>
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  {issueDateText(r.issueDate)}
                </td>
                <td className="px-3 py-2">
                  <Badges report={r} today={today} />
                </td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{r.checks}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{pdfText(r)}</td>
              </tr>
            ))}
          </DeskTable>
          {anyPrintable &&
            (["cards", "table"] as const).map((layout) => (
              <form
                key={layout}
                id={QR_FORMS[layout]}
                method="post"
                action="/desk/reports/qr-codes"
                aria-label={words.selection}
                className={`mt-3 flex-col gap-3 rounded-lg bg-white p-4 text-sm ${layout === "cards" ? "flex md:hidden" : "hidden md:flex"}`}
              >
                <p>{words.selectionHint(MAX_QR_REPORTS)}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <a
                    href={selectAll ? listHref(here) : selectAllHref}
                    className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
                  >
                    {selectAll ? words.selectNone : words.selectAll}
                  </a>
                  <button type="submit" name="format" value="zip" className={button}>
                    {words.downloadZip}
                  </button>
                  <button type="submit" name="format" value="labels" className={button}>
                    {words.downloadLabels}
                  </button>
                  {canAuthorise && rows.some((r) => r.status === "awaiting-authorisation") && (
                    <button
                      type="submit"
                      formAction="/desk/reports/authorise"
                      aria-describedby={`${QR_FORMS[layout]}-authorise-hint`}
                      className={button}
                    >
                      {registerDesk.bulkAuthorise.button}
                    </button>
                  )}
                </div>
                {canAuthorise && rows.some((r) => r.status === "awaiting-authorisation") && (
                  <p id={`${QR_FORMS[layout]}-authorise-hint`}>
                    {registerDesk.bulkAuthorise.hint}
                    {withoutPdf > 0 && ` ${registerDesk.bulkAuthorise.withoutPdf(withoutPdf)}`}
                  </p>
                )}
              </form>
            ))}
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
