import { desk } from "@/content/desk";
import { formNameOf, leadFormNames } from "@/content/leadNotification";
import { controlClass } from "@/components/forms/fields";
import { ChevronRight } from "@/components/ui/icons";
import {
  LEAD_STATUSES,
  type DeskLeadRow,
  type LeadFilter,
  type LeadStatus,
} from "@/lib/desk/leads";
import { filterQuery } from "@/lib/desk/filter";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { LeadCards } from "./LeadCards";
import { deskLeadHref, receivedAt } from "./deskFormat";

type Props = {
  rows: DeskLeadRow[];
  total: number;
  page: number;
  pages: number;
  counts: Record<LeadStatus, number>;
  filter: LeadFilter;
  /** Said when lead e-mails are off: how to turn them on (admins) or whom to ask. */
  notificationsOff: string | undefined;
  /** A lead just deleted, to say so. */
  deleted?: string | undefined;
};

const words = desk.list;

function pageHref(filter: LeadFilter, page: number) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filter, page }))
    if (v !== undefined && v !== "" && !(k === "page" && v === 1)) query.set(k, String(v));
  const text = query.toString();
  return text ? `/desk?${text}` : "/desk";
}

/** Newest leads first, 50 a page, with filters that are a plain GET form. */
export function LeadList({
  rows,
  total,
  page,
  pages,
  counts,
  filter,
  notificationsOff,
  deleted,
}: Props) {
  const filterOn = filterQuery(filter) !== "";
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      {notificationsOff && (
        <p
          role="status"
          className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {notificationsOff}
        </p>
      )}
      <ul aria-label={words.counts} className="mt-3 flex flex-wrap gap-2 text-sm">
        {LEAD_STATUSES.map((s) => (
          <li key={s}>
            <a
              href={pageHref({ ...filter, status: s }, 1)}
              className="border-steel-300 inline-flex min-h-9 items-center rounded-full border bg-white px-3 hover:border-accent-600"
            >
              {desk.statuses[s]}: {counts[s]}
            </a>
          </li>
        ))}
      </ul>
      {/* Closed until a filter is on: on a phone the leads, not the filters, fill the first screen. */}
      <details
        open={filterOn}
        className="group mt-4 rounded-lg bg-white supports-[selector(::details-content)]:md:details-content:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 font-semibold text-navy-900 supports-[selector(::details-content)]:md:hidden">
          <ChevronRight
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-90"
          />
          {words.filters} {filterOn && words.filtersOn}
        </summary>
        <form
          method="get"
          action="/desk"
          aria-label={words.filters}
          className="grid gap-3 p-4 pt-1 sm:grid-cols-2 lg:grid-cols-6"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
            {words.search}
            <input
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              placeholder={words.searchHint}
              className={controlClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {words.form}
            <select name="form" defaultValue={filter.form ?? ""} className={controlClass}>
              <option value="">{words.anyForm}</option>
              {Object.entries(leadFormNames).map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {words.status}
            <select name="status" defaultValue={filter.status ?? ""} className={controlClass}>
              <option value="">{words.anyStatus}</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {desk.statuses[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {words.from}
            <input
              name="from"
              type="date"
              defaultValue={filter.from ?? ""}
              className={controlClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {words.to}
            <input name="to" type="date" defaultValue={filter.to ?? ""} className={controlClass} />
          </label>
          <div className="flex gap-3 lg:col-span-6">
            <button
              type="submit"
              className="min-h-10 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              {words.apply}
            </button>
            <a
              href="/desk"
              className="inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold text-navy-900"
            >
              {words.clear}
            </a>
          </div>
        </form>
      </details>
      {deleted && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {words.deleted(deleted)}
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-4 text-sm text-slate-700">
        <span>
          {words.total(total)} · {words.page(page, pages)}
        </span>
        <a
          href={`/desk/export.csv${filterQuery(filter) ? `?${filterQuery(filter)}` : ""}`}
          className="inline-flex min-h-10 items-center font-semibold text-accent-700 underline"
        >
          {words.export}
        </a>
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{words.empty}</p>
      ) : (
        <>
          <LeadCards rows={rows} className="md:hidden" />
          <DeskTable
            wrapperClassName="hidden md:block"
            caption={words.heading}
            columns={[
              { label: words.columns.received, wideOnly: true },
              { label: words.columns.reference },
              { label: words.columns.form, wideOnly: true },
              { label: words.columns.name },
              { label: words.columns.company, wideOnly: true },
              { label: words.columns.email, wideOnly: true },
              { label: words.columns.phone, wideOnly: true },
              { label: words.columns.status },
              { label: words.columns.notification, wideOnly: true },
            ]}
            className="md:min-w-[56rem]"
          >
            {rows.map((r) => (
              <tr key={r.reference} className="border-b border-steel-100 align-top">
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  {receivedAt(r.createdAt)}
                </td>
                <td className="px-3 py-2">
                  <a
                    href={deskLeadHref(r.reference)}
                    className="font-semibold whitespace-nowrap text-accent-700 underline"
                  >
                    {r.reference}
                  </a>
                </td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{formNameOf(r.form)}</td>
                <td className="px-3 py-2">{r.name}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{r.company}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  {r.email && <EmailLink email={r.email} />}
                </td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  {r.phone && <PhoneLink phone={r.phone} />}
                </td>
                <td className="px-3 py-2">{desk.statuses[r.status]}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  {desk.notificationStates[r.notification] ?? r.notification}
                </td>
              </tr>
            ))}
          </DeskTable>
        </>
      )}
      <nav aria-label={words.page(page, pages)} className="mt-4 flex gap-3">
        {page > 1 && (
          <a
            href={pageHref(filter, page - 1)}
            className="inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold"
          >
            {words.previous}
          </a>
        )}
        {page < pages && (
          <a
            href={pageHref(filter, page + 1)}
            className="inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold"
          >
            {words.next}
          </a>
        )}
      </nav>
    </>
  );
}
