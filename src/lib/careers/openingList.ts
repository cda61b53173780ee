import { careersDesk } from "@/content/careersDesk";
import { queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { recordHref } from "@/lib/platform/convention/recordId";
import { applicationCase } from "./applicationsCase";
import type { Opening } from "./openings";
import { CATEGORY_IDS } from "./openingSchema";
import { openingState, type OpeningState } from "./openingsDesk";
import { allOpenings, countsByOpening } from "./store";

/** The desk's pages for job openings. */
export const OPENINGS_PATH = "/desk/openings";
export const OPENING_EDIT_PATH = "/desk/openings/edit";

/** An opening's page on the desk (`?id=`). */
export const openingEditHref = (id: string) => recordHref(OPENING_EDIT_PATH, id);

/** The applications list filtered to one opening's applications. */
export const openingApplicationsHref = (id: string) =>
  `${applicationCase.desk.list}?${new URLSearchParams({ opening: id })}`;

/** An opening's applications on the list: how many are still new, and how many in all. */
export type OpeningApplications = { fresh: number; total: number };

/** The list's `state` values, each the state an opening's row shows (lib/careers/openingsDesk.ts). */
const STATE_OF = {
  draft: "draft",
  "on-site": "onSite",
  closed: "closed",
  "past-deadline": "pastDeadline",
} as const satisfies Record<string, OpeningState>;
export type OpeningStateValue = keyof typeof STATE_OF;
export const OPENING_STATE_VALUES = Object.keys(STATE_OF) as OpeningStateValue[];

/** The state a `state` value names. */
export const stateOfValue = (value: OpeningStateValue): OpeningState => STATE_OF[value];

const OPENING_QUERY = {
  state: queryRules.oneOf(OPENING_STATE_VALUES),
  category: queryRules.oneOf(CATEGORY_IDS),
};

export type OpeningFilter = {
  state?: OpeningStateValue | undefined;
  category?: string | undefined;
};
export type OpeningQueryWrong = keyof typeof OPENING_QUERY;

/** The list's filter from the address; a value it cannot use is named (a 400 page). */
export function openingFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: OpeningFilter } | { ok: false; wrong: OpeningQueryWrong[] } {
  const reading = readQuery(query, OPENING_QUERY);
  return reading.ok
    ? { ok: true, filter: reading.values }
    : { ok: false, wrong: reading.wrong as OpeningQueryWrong[] };
}

/** What staff read about a value the list cannot use. */
export const openingQueryWrongText = (name: OpeningQueryWrong) =>
  name === "category"
    ? careersDesk.query.wrong.category(CATEGORY_IDS)
    : careersDesk.query.wrong[name];

/**
 * The openings the filter keeps, in the order they were added, each with its
 * applications (new, and in all), and how many openings there are in all. The lab has tens of openings, so the list is filtered in
 * memory, by the very state its rows show on `today` (India).
 */
export async function listOpenings(
  filter: OpeningFilter,
  today: string,
): Promise<{
  openings: (Opening & { applications: OpeningApplications })[];
  total: number;
}> {
  const all = await allOpenings();
  const counts = new Map(
    (await countsByOpening()).map((c) => [c.openingId, { fresh: c.fresh, total: c.count }]),
  );
  const state = filter.state && stateOfValue(filter.state);
  const openings = all
    .filter(
      (o) =>
        (!state || openingState(o, today) === state) &&
        (!filter.category || o.categoryId === filter.category),
    )
    .map((o) => ({ ...o, applications: counts.get(o.id) ?? { fresh: 0, total: 0 } }));
  return { openings, total: all.length };
}
