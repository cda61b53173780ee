import { controlClass } from "@/components/forms/fields";
import { ChevronRight } from "@/components/ui/icons";
import { portal } from "@/content/portal";
import { REPORT_KINDS, reportKinds } from "@/content/reports";
import { PORTAL_SORTS, PORTAL_STATUSES, type PortalFilter } from "@/lib/portal/reports";

const words = portal.reports;

/** What the filters hold, in words: the folded filters' one line on a phone. */
export function appliedFilters(filter: PortalFilter): string[] {
  return [
    filter.q && words.filters.search(filter.q),
    filter.kind && reportKinds[filter.kind].name,
    filter.year,
    filter.status && words.statuses[filter.status],
    filter.sort && words.orders[filter.sort],
  ].filter((w): w is string => Boolean(w));
}

/**
 * The list's search and filters as a plain GET form. On a phone they fold into
 * a `<details>` whose one line says what is applied and how many match (the
 * reports, not the filters, fill the first screen); from md they stay open
 * (`::details-content` under `@supports`). Open when a value was not understood.
 */
export function PortalReportFilters({
  filter,
  years,
  count,
  open,
}: {
  filter: PortalFilter;
  years: readonly string[];
  /** How many reports match, in words. */
  count: string;
  open: boolean;
}) {
  const select = (
    id: string,
    label: string,
    name: "kind" | "year" | "status" | "sort",
    options: readonly { value: string; text: string }[],
    any: string = words.any,
  ) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={filter[name] ?? ""} className={controlClass}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <details
      open={open}
      className="group rounded-xl border border-steel-200 bg-white supports-[selector(::details-content)]:md:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 font-semibold text-navy-900 supports-[selector(::details-content)]:md:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        />
        {words.filters.summary(appliedFilters(filter), count)}
      </summary>
      <form
        method="get"
        action="/portal/reports"
        role="search"
        className="grid gap-4 p-4 pt-1 sm:grid-cols-2 md:pt-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
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
        {select(
          "portal-sort",
          words.order,
          "sort",
          PORTAL_SORTS.map((s) => ({ value: s, text: words.orders[s] })),
          words.orders.newest,
        )}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
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
    </details>
  );
}
