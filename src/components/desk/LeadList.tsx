import { desk } from "@/content/desk";
import { formNameOf, leadFormNames } from "@/content/leadNotification";
import { LEAD_STATUSES, type LeadFilter, type LeadStatus } from "@/lib/leads/listFilter";
import type { DeskLeadRow } from "@/lib/leads/deskLead";
import { filterQuery, leadExportHref, leadListHref } from "@/lib/leads/listQuery";
import { EmailLink, PhoneLink } from "./ContactLinks";
import {
  FollowUpChecks,
  DeskDate,
  DeskFilters,
  DeskPager,
  DeskSearch,
  DeskSelect,
} from "./DeskListParts";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { LeadAmount, LeadCards, LeadFollowUp } from "./LeadCards";
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
  /** A lead just erased, to say so. */
  erased?: string | undefined;
};

const words = desk.list;

/** The quick choices above the filters: each keeps the other filters and toggles itself. */
const QUICK = [
  ["mine", { owner: "me" }],
  ["dueToday", { owner: "me", due: "today" }],
] as const;

/** Newest leads first, 50 a page, with filters that are a plain GET form. */
export function LeadList({
  rows,
  total,
  page,
  pages,
  counts,
  filter,
  notificationsOff,
  erased,
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
      <ul
        aria-label={words.counts}
        className="mt-3 flex gap-2 overflow-x-auto pb-1 text-sm whitespace-nowrap md:flex-wrap md:overflow-visible md:whitespace-normal"
      >
        {LEAD_STATUSES.map((s) => (
          <li key={s}>
            <a
              href={leadListHref({ ...filter, status: s }, 1)}
              className="border-steel-300 inline-flex min-h-9 items-center rounded-full border bg-white px-3 hover:border-accent-600"
            >
              {desk.statuses[s]}: {counts[s]}
            </a>
          </li>
        ))}
      </ul>
      <ul aria-label={words.quick} className="mt-3 hidden flex-wrap gap-2 text-sm md:flex">
        {QUICK.map(([key, choice]) => {
          const on = Object.entries(choice).every(
            ([k, v]) => filter[k as keyof typeof choice] === v,
          );
          return (
            <li key={key}>
              <a
                href={leadListHref(
                  on ? { ...filter, owner: undefined, due: undefined } : { ...filter, ...choice },
                  1,
                )}
                aria-current={on ? "page" : undefined}
                className={`inline-flex min-h-9 items-center rounded-full border px-3 font-semibold ${on ? "border-navy-900 bg-navy-900 text-white" : "border-navy-900 bg-white text-navy-900"}`}
              >
                {words.quickChoices[key]}
              </a>
            </li>
          );
        })}
      </ul>
      <DeskFilters
        action="/desk"
        label={words.filters}
        onText={words.filtersOn}
        on={filterOn}
        apply={words.apply}
        clear={words.clear}
        columns={6}
      >
        <DeskSearch label={words.search} hint={words.searchHint} value={filter.q} />
        <DeskSelect
          label={words.form}
          name="form"
          value={filter.form}
          any={words.anyForm}
          options={Object.entries(leadFormNames)}
        />
        <DeskSelect
          label={words.status}
          name="status"
          value={filter.status}
          any={words.anyStatus}
          options={LEAD_STATUSES.map((s) => [s, desk.statuses[s]] as const)}
        />
        <DeskDate label={words.from} name="from" value={filter.from} />
        <DeskDate label={words.to} name="to" value={filter.to} />
        <FollowUpChecks owner={filter.owner} due={filter.due} />
      </DeskFilters>
      {erased && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {words.erased(erased)}
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-4 text-sm text-slate-700">
        <span>
          {words.total(total)} · {words.page(page, pages)}
        </span>
        <a
          href={leadExportHref(filter)}
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
              { label: words.columns.amount },
              { label: words.columns.status },
              { label: words.columns.followUp, wideOnly: true },
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
                <td className="px-3 py-2 whitespace-nowrap">
                  <LeadAmount row={r} />
                </td>
                <td className="px-3 py-2">{desk.statuses[r.status]}</td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  <LeadFollowUp row={r} />
                </td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                  {desk.notificationStates[r.notification] ?? r.notification}
                </td>
              </tr>
            ))}
          </DeskTable>
        </>
      )}
      <DeskPager
        page={page}
        pages={pages}
        href={(n) => leadListHref(filter, n)}
        label={words.page(page, pages)}
        previous={words.previous}
        next={words.next}
      />
    </>
  );
}
