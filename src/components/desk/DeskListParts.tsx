import { ChevronRight } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";
import { cases } from "@/content/cases";

const field = "flex flex-col gap-1 text-sm font-semibold";
const GRID_COLUMNS = { 4: "lg:grid-cols-4", 6: "lg:grid-cols-6" } as const;
const FULL_ROW = { 4: "lg:col-span-4", 6: "lg:col-span-6" } as const;

type FiltersProps = {
  /** The list's own address: the form GETs it, "Clear" goes back to it. */
  action: string;
  label: string;
  /** Said after the label on a phone when a filter is on. */
  onText: string;
  on: boolean;
  apply: string;
  clear: string;
  columns: keyof typeof GRID_COLUMNS;
  children: ReactNode;
};

/**
 * A desk list's filters as a plain GET form, closed on a phone until a filter
 * is on (the list, not the filters, fills the first screen), always open from md.
 */
export function DeskFilters({
  action,
  label,
  onText,
  on,
  apply,
  clear,
  columns,
  children,
}: FiltersProps) {
  return (
    <details
      open={on}
      className="group mt-4 rounded-lg bg-white supports-[selector(::details-content)]:md:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 font-semibold text-navy-900 supports-[selector(::details-content)]:md:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90"
        />
        {label} {on && onText}
      </summary>
      <form
        method="get"
        action={action}
        aria-label={label}
        className={`grid gap-3 p-4 pt-1 sm:grid-cols-2 ${GRID_COLUMNS[columns]}`}
      >
        {children}
        <div className={`flex gap-3 ${FULL_ROW[columns]}`}>
          <button
            type="submit"
            className="min-h-10 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {apply}
          </button>
          <a
            href={action}
            className="inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold text-navy-900"
          >
            {clear}
          </a>
        </div>
      </form>
    </details>
  );
}

/** The filters' search box, two columns wide on a large screen. */
export function DeskSearch({
  label,
  hint,
  value,
}: {
  label: string;
  hint: string;
  value: string | undefined;
}) {
  return (
    <label className={`${field} lg:col-span-2`}>
      {label}
      <input
        name="q"
        type="search"
        defaultValue={value ?? ""}
        placeholder={hint}
        className={controlClass}
      />
    </label>
  );
}

type SelectProps = {
  label: string;
  name: string;
  value: string | undefined;
  /** The first choice: no filter. */
  any: string;
  options: readonly (readonly [value: string, text: string])[];
};

export function DeskSelect({ label, name, value, any, options }: SelectProps) {
  return (
    <label className={field}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter that is on or off ("Mine"): a box sending `name=value` when ticked. */
export function DeskCheck({
  label,
  name,
  value,
  checked,
}: {
  label: string;
  name: string;
  value: string;
  checked: boolean;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 self-end text-sm font-semibold">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4"
      />
      {label}
    </label>
  );
}

/** A case list's "Mine" and "Follow-up due" boxes (lib/cases/followUp.ts). */
export function FollowUpChecks({
  owner,
  due,
}: {
  owner: string | undefined;
  due: string | undefined;
}) {
  return (
    <>
      <DeskCheck label={cases.followUp.mine} name="owner" value="me" checked={owner === "me"} />
      <DeskCheck
        label={cases.followUp.dueToday}
        name="due"
        value="today"
        checked={due === "today"}
      />
    </>
  );
}

/** A date bound of the filters. */
export function DeskDate({
  label,
  name,
  value,
}: {
  label: string;
  name: string;
  value: string | undefined;
}) {
  return (
    <label className={field}>
      {label}
      <input name={name} type="date" defaultValue={value ?? ""} className={controlClass} />
    </label>
  );
}

type PagerProps = {
  page: number;
  pages: number;
  /** The address of page n with the same filters. */
  href: (page: number) => string;
  label: string;
  previous: string;
  next: string;
};

const pageLink =
  "inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold";

/** Previous / Next under a desk list. */
export function DeskPager({ page, pages, href, label, previous, next }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex gap-3">
      {page > 1 && (
        <a href={href(page - 1)} className={pageLink}>
          {previous}
        </a>
      )}
      {page < pages && (
        <a href={href(page + 1)} className={pageLink}>
          {next}
        </a>
      )}
    </nav>
  );
}
