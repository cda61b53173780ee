import { jobCategories } from "@/content/careers";
import { careersDesk } from "@/content/careersDesk";
import {
  OPENING_EDIT_PATH,
  OPENING_STATE_VALUES,
  OPENINGS_PATH,
  openingApplicationsHref,
  openingEditHref,
  stateOfValue,
  type OpeningApplications,
  type OpeningFilter,
} from "@/lib/careers/openingList";
import type { Opening } from "@/lib/careers/openings";
import { openingState } from "@/lib/careers/openingsDesk";
import { formatDateIN } from "@/lib/format";
import { DeskFilters, DeskSelect } from "../DeskListParts";
import { DeskTable, WIDE_ONLY } from "../DeskTable";

const words = careersDesk.list;
const columns = words.columns;

export const categoryName = (id: string) => jobCategories.find((c) => c.id === id)?.name ?? id;

const STATE_LOOK = {
  draft: "bg-sky-100 text-sky-900",
  onSite: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
  pastDeadline: "bg-amber-100 text-amber-900",
} as const;

/** An opening's applications, "2 new of 5" linking to them, or that there are none yet. */
function ApplicationsCount({
  opening: o,
}: {
  opening: Opening & { applications: OpeningApplications };
}) {
  const { fresh, total } = o.applications;
  if (total === 0) return <>{words.noApplications}</>;
  return (
    <a
      href={openingApplicationsHref(o.id)}
      aria-label={words.applicationsOf(fresh, total, o.title)}
      className="inline-flex min-h-10 items-center font-semibold underline"
    >
      {words.applications(fresh, total)}
    </a>
  );
}

/**
 * The openings the filter keeps (state, category: a plain GET form), each with
 * its category, deadline, what a visitor sees of it today and its
 * applications ("2 new of 5", a link to them).
 */
export function OpeningList({
  openings,
  total,
  filter,
  today,
  done,
}: {
  openings: (Opening & { applications: OpeningApplications })[];
  /** How many openings there are, whatever the filter. */
  total: number;
  filter: OpeningFilter;
  today: string;
  /** What the last action did, said once after its redirect. */
  done: string | undefined;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.heading}</h1>
        <a
          href={OPENING_EDIT_PATH}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.newOpening}
        </a>
      </div>
      <p className="mt-2 max-w-prose">{words.intro}</p>
      <p role="status" className="mt-3 font-semibold empty:hidden">
        {done}
      </p>
      {total > 0 && (
        <>
          <DeskFilters
            action={OPENINGS_PATH}
            label={words.filters}
            onText={words.filtersOn}
            on={Boolean(filter.state || filter.category)}
            apply={words.apply}
            clear={words.clear}
            columns={4}
          >
            <DeskSelect
              label={words.state}
              name="state"
              value={filter.state}
              any={words.anyState}
              options={OPENING_STATE_VALUES.map(
                (v) => [v, careersDesk.states[stateOfValue(v)]] as const,
              )}
            />
            <DeskSelect
              label={words.category}
              name="category"
              value={filter.category}
              any={words.anyCategory}
              options={jobCategories.map((c) => [c.id, c.name] as const)}
            />
          </DeskFilters>
          <p className="mt-4 text-sm text-slate-700">{words.shown(openings.length, total)}</p>
        </>
      )}
      {openings.length === 0 ? (
        <p className="mt-4">{total === 0 ? words.empty : words.noneMatch}</p>
      ) : (
        <DeskTable
          caption={words.caption}
          columns={[
            { label: columns.title },
            { label: columns.category, wideOnly: true },
            { label: columns.deadline },
            { label: columns.state },
            { label: columns.applications, wideOnly: true },
          ]}
          className=""
          wrapperClassName="mt-2"
        >
          {openings.map((o) => {
            const state = openingState(o, today);
            return (
              <tr key={o.id} className="border-b border-steel-100 last:border-0">
                <td className="px-3 py-2">
                  <a href={openingEditHref(o.id)} className="font-semibold underline">
                    {o.title}
                  </a>
                  {/* On a phone the category sits under the title, not in a column of its own. */}
                  <span className="block text-slate-600 md:hidden">
                    {categoryName(o.categoryId)}
                  </span>
                </td>
                <td className={`px-3 py-2 ${WIDE_ONLY}`}>{categoryName(o.categoryId)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateIN(o.deadline)}</td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_LOOK[state]}`}
                  >
                    {careersDesk.states[state]}
                  </span>
                  {/* On a phone the applications sit under the state, not in a column of their own. */}
                  <span className="mt-1 block text-slate-700 md:hidden">
                    {words.applicationsLabel} <ApplicationsCount opening={o} />
                  </span>
                </td>
                <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                  <ApplicationsCount opening={o} />
                </td>
              </tr>
            );
          })}
        </DeskTable>
      )}
    </>
  );
}
