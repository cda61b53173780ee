import { applicationsDesk as words } from "@/content/applicationsDesk";
import {
  APPLICATION_STATUSES,
  applicationListHref,
  GENERAL,
  type ApplicationFilter,
  type ApplicationPage,
} from "@/lib/careers/applications";
import { EmailLink } from "../ContactLinks";
import { DeskFilters, DeskPager, DeskSearch, DeskSelect, FollowUpChecks } from "../DeskListParts";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { receivedAt } from "../deskFormat";

export type OpeningGroup = {
  openingId: string | null;
  title: string | null;
  count: number;
  fresh: number;
};

type Props = ApplicationPage & {
  groups: OpeningGroup[];
  filter: ApplicationFilter;
  retentionMonths: number;
  /** An application just erased, to say so. */
  erased: string | undefined;
};

export const applicationHref = (reference: string) =>
  `/desk/applications/view?id=${encodeURIComponent(reference)}`;

/** Applications grouped by opening (and the general ones), newest first, with a plain GET filter. */
export function ApplicationList({
  rows,
  total,
  page,
  pages,
  groups,
  filter,
  retentionMonths,
  erased,
}: Props) {
  const titleOf = (g: OpeningGroup) => g.title ?? words.general;
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 text-sm text-slate-700">{words.intro(retentionMonths)}</p>
      {erased && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {words.erased(erased)}
        </p>
      )}
      <nav aria-label={words.byOpening} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <a
              href={applicationListHref({ ...filter, opening: undefined, page: undefined })}
              aria-current={!filter.opening ? "true" : undefined}
              className="border-steel-300 inline-flex min-h-10 items-center rounded-full border bg-white px-3 hover:border-accent-600 aria-[current]:border-navy-900 aria-[current]:font-semibold"
            >
              {words.all}
            </a>
          </li>
          {groups.map((g) => {
            const key = g.openingId ?? GENERAL;
            return (
              <li key={key}>
                <a
                  href={applicationListHref({ ...filter, opening: key, page: undefined })}
                  aria-current={filter.opening === key ? "true" : undefined}
                  className="border-steel-300 inline-flex min-h-10 items-center rounded-full border bg-white px-3 hover:border-accent-600 aria-[current]:border-navy-900 aria-[current]:font-semibold"
                >
                  {titleOf(g)}: {words.countLine(g.count, g.fresh)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <DeskFilters
        action="/desk/applications"
        label={words.filters}
        onText={words.filtersOn}
        on={Boolean(filter.q || filter.opening || filter.status || filter.owner || filter.due)}
        apply={words.apply}
        clear={words.clear}
        columns={4}
      >
        <DeskSearch label={words.search} hint={words.searchHint} value={filter.q} />
        <DeskSelect
          label={words.opening}
          name="opening"
          value={filter.opening}
          any={words.anyOpening}
          options={groups.map((g) => [g.openingId ?? GENERAL, titleOf(g)] as const)}
        />
        <DeskSelect
          label={words.status}
          name="status"
          value={filter.status}
          any={words.anyStatus}
          options={APPLICATION_STATUSES.map((s) => [s, words.statuses[s]] as const)}
        />
        <FollowUpChecks owner={filter.owner} due={filter.due} />
      </DeskFilters>
      <p className="mt-4 text-sm text-slate-700">
        {words.shown(total)} · {words.page(page, pages)}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2">{words.empty}</p>
      ) : (
        <DeskTable
          caption={words.heading}
          columns={[
            { label: words.columns.received, wideOnly: true },
            { label: words.columns.name },
            { label: words.columns.opening },
            { label: words.columns.email, wideOnly: true },
            { label: words.columns.status },
          ]}
          className="md:min-w-[48rem]"
        >
          {rows.map((a) => (
            <tr key={a.reference} className="border-b border-steel-100 align-top">
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {receivedAt(a.createdAt)}
              </td>
              <td className="px-3 py-2">
                <a
                  href={applicationHref(a.reference)}
                  className="font-semibold text-accent-700 underline"
                >
                  {a.name}
                </a>
                <span className="block text-xs text-slate-600">{a.reference}</span>
              </td>
              <td className="px-3 py-2">{a.openingTitle ?? words.general}</td>
              <td className={`px-3 py-2 ${WIDE_ONLY}`}>
                <EmailLink email={a.email} />
              </td>
              <td className="px-3 py-2">{words.statuses[a.status]}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      <DeskPager
        page={page}
        pages={pages}
        href={(n) => applicationListHref({ ...filter, page: n })}
        label={words.page(page, pages)}
        previous={words.previous}
        next={words.next}
      />
    </>
  );
}
